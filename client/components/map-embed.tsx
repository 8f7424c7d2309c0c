/**
 * The service-area map, prerendered without a `src`: client/enhance/map-embed.ts
 * fills it in when the visitor scrolls near, so the third-party page is never
 * fetched with ours. Without JavaScript the <noscript> copy, lazily loaded by
 * the browser, takes its place.
 */
export function MapEmbed({ src, title }: { src: string; title: string }) {
  return (
    <div className="map-frame">
      <iframe data-src={src} hidden title={title} loading="lazy" referrerPolicy="no-referrer" />
      <noscript>
        <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer" />
      </noscript>
    </div>
  );
}
