/**
 * The only script a page references. The prerendered HTML is already the whole
 * page; the app that adds behaviour is fetched after the page's `load` event, so
 * it never competes with the HTML, CSS and hero image for the first paint.
 * Until then links are plain links to prerendered pages and the FAQ works
 * natively, so nothing is lost by hydrating late.
 */
function start() {
  void import("./entry-client.tsx");
}

if (document.readyState === "complete") start();
else window.addEventListener("load", start, { once: true });
