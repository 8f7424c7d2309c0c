/**
 * The script inlined at the end of every page, about a kilobyte: what must
 * answer from the first paint, and nothing else.
 *
 * - The header's menus (a phone's first tap is often the hamburger).
 * - A tap on a phone link before the rest has loaded is remembered and the
 *   rest is started at once, so the call is recorded like any other; the
 *   tel: link itself always opens, script or not.
 * - The rest of the page's behaviour (after-paint.ts: phone-click recording,
 *   attribution, the map, next-page prerender, the lead form's island) is a
 *   module fetched only once the page's largest paint is on screen.
 *
 * It is inline, not a file, because a file requested with the page sits on the
 * path to its largest paint whatever its size or priority; this costs the
 * document about a kilobyte instead. The page's Content-Security-Policy allows
 * it by its hash (common/csp.ts). It reads the module's hashed address from its
 * own element's `data-after-paint` attribute, which the build writes, so this
 * text, and its hash, change only when this code does.
 */
import { afterLargestPaint } from "./enhance/after-largest-paint.ts";
import { enhanceHeaderMenus } from "./enhance/header-menus.ts";
import { isPhoneLinkClick } from "./enhance/phone-link.ts";
import type { AfterPaint } from "./after-paint.ts";

const moduleUrl = (document.currentScript as HTMLScriptElement | null)?.dataset.afterPaint;

const header = document.querySelector<HTMLElement>(".site-header");
if (header) enhanceHeaderMenus(header);

/** Pages on which a phone link was tapped before after-paint.ts took over recording. */
const phoneTapsBeforeStart: string[] = [];
let handedOver = false;
let loading: Promise<void> | undefined;
const startRest = () => {
  if (!moduleUrl) return;
  loading ??= (import(/* @vite-ignore */ moduleUrl) as Promise<AfterPaint>).then(
    ({ enhancePage }) => {
      enhancePage({ phoneTapsBeforeStart });
      handedOver = true;
    },
    (error: unknown) => {
      // A dropped connection: the menus and every link still work; a tap on a phone link tries again.
      loading = undefined;
      console.error("The page's script could not be loaded; a tap on a phone link tries again.", error);
    },
  );
};
document.addEventListener("click", (event) => {
  if (handedOver || !isPhoneLinkClick(event)) return;
  phoneTapsBeforeStart.push(window.location.pathname);
  startRest();
});
afterLargestPaint(startRest);
