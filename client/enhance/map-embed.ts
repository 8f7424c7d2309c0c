/**
 * The service-area map is a third-party page: its iframe (components/map-embed.tsx)
 * is prerendered without a `src` and gets one only when the visitor scrolls near
 * it, never with the page (browsers fetch loading="lazy" iframes well before
 * they are visible). Without JavaScript its <noscript> copy takes its place.
 */
export function loadMapsWhenNear(): void {
  const frames = document.querySelectorAll<HTMLIFrameElement>("iframe[data-src]");
  if (frames.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const frame = entry.target as HTMLIFrameElement;
        observer.unobserve(frame);
        frame.src = frame.dataset.src ?? "";
        frame.hidden = false;
      }
    },
    { rootMargin: "300px 0px" },
  );
  for (const frame of frames) observer.observe(frame);
}
