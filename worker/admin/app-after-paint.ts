/**
 * The inbox app's script is requested once the page's largest paint is on
 * screen, not with the page, as the public pages do theirs (decision 0006):
 * the Worker's drawn first view is the screen the owner came for, and a script
 * requested with the page sits on the path to that paint on a phone's
 * connection whatever its priority (its bytes share the connection, and
 * Lighthouse's model counts every request that finished before the paint).
 *
 * The page's `<script type="module" src>` that Vite writes is replaced by a
 * small inline script that imports the same module:
 * - once the browser reports the largest paint (largest-contentful-paint
 *   entries, after the load event) and no larger one follows for a moment;
 * - without such entries (Safari), on the first frame after load;
 * - at the owner's first tap or key press, at once (they want the next thing now);
 * - after a fixed wait otherwise (a tab opened in the background paints nothing).
 * Until it runs, the drawn page already works as HTML: its links are real
 * links that the Worker answers drawn, and tel: and mailto: links open.
 *
 * The inline text never changes (it reads the module's hashed address from its
 * own element's `data-app` attribute), and the page's policy allows it by its
 * SHA-256 (http.ts), so there is still no 'unsafe-inline'.
 */

/** Where Vite writes the app's entry module into index.html. */
const APP_MODULE_TAG = /<script type="module"(?: crossorigin)? src="(\/admin\/assets\/[^"]+\.js)"><\/script>/;
/** Vite's preload hints for the entry's chunks: they too would be requested with the page. */
const MODULE_PRELOADS = /<link rel="modulepreload"(?: crossorigin)? href="\/admin\/assets\/[^"]+\.js">/g;

/** No larger paint for this long: the largest one is on screen. */
const SETTLED_MS = 100;
/** Upper bound after load (a hidden tab never paints). */
const LONGEST_WAIT_MS = 3000;

/** The inline script. Plain ES2017 with no build step: it runs before anything else of the app's. */
export const START_APP_AFTER_PAINT = `(function () {
  var src = document.currentScript.getAttribute("data-app"), started = false, settle, observer;
  var taps = ["pointerdown", "keydown"];
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    clearTimeout(settle);
    taps.forEach(function (type) { removeEventListener(type, start, true); });
    import(src).catch(function (error) {
      started = false;
      taps.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
      console.error("The inbox's script did not load; a tap tries again.", error);
    });
  }
  taps.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  function afterLoad() {
    setTimeout(start, ${LONGEST_WAIT_MS});
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("largest-contentful-paint") < 0) {
      requestAnimationFrame(function () { setTimeout(start, 0); });
      return;
    }
    observer = new PerformanceObserver(function () {
      clearTimeout(settle);
      settle = setTimeout(start, ${SETTLED_MS});
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  }
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
})();`;

let scriptHash: Promise<string> | undefined;

/** The inline script's SHA-256, base64, for the page's policy; computed once per isolate. */
export function startAppScriptHash(): Promise<string> {
  scriptHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(START_APP_AFTER_PAINT))
    .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))));
  return scriptHash;
}

/**
 * The page with the app's module tag replaced by the inline script that
 * imports it after the largest paint, and the script's hash for the policy;
 * the page as it was (the module loading with the page) when Vite's tag is not
 * found.
 */
export async function withAppAfterPaint(html: string): Promise<{ html: string; hash?: string }> {
  const src = APP_MODULE_TAG.exec(html)?.[1];
  if (!src) return { html };
  const started = html
    .replace(MODULE_PRELOADS, "")
    .replace(APP_MODULE_TAG, () => `<script data-app="${src}">${START_APP_AFTER_PAINT}</script>`);
  return { html: started, hash: await startAppScriptHash() };
}
