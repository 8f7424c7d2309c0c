/**
 * The only script a page references. The prerendered HTML is already the whole
 * page; the app that adds behaviour is fetched once the page has loaded and the
 * browser is idle, i.e. after the first paint with its hero picture is on
 * screen, so the app never competes with the HTML, the hero or the paint.
 * Until then links are plain links to prerendered pages, the FAQ works
 * natively and the forms post without JavaScript, so nothing is lost by
 * hydrating late.
 */
function start() {
  void import("./entry-client.tsx");
}

function whenIdle() {
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 200);
}

if (document.readyState === "complete") whenIdle();
else window.addEventListener("load", whenIdle, { once: true });
