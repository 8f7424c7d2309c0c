import { useEffect, useRef, type ReactNode } from "react";

/**
 * The screen's h1. It takes the focus when a screen opens after a click inside
 * the app, so a screen reader starts reading at the new screen rather than at
 * the link that was followed, and it names the browser tab.
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Inbox`;
  }, [title]);
  useEffect(() => {
    // The first screen of a visit keeps the browser's own starting point.
    if (window.history.state?.idx > 0) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
