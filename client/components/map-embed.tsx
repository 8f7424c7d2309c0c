import { useEffect, useRef, useState } from "react";

/**
 * The service-area map. A map iframe is a third-party page: it is requested
 * only when the visitor scrolls near it, never with the page (browsers fetch
 * loading="lazy" iframes well before they are visible). Without JavaScript the
 * <noscript> copy, lazily loaded by the browser, takes its place.
 */
export function MapEmbed({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div className="map-frame">
      <iframe
        ref={frame}
        src={near ? src : undefined}
        hidden={!near}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
      <noscript>
        <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer" />
      </noscript>
    </div>
  );
}
