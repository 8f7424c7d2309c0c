/**
 * The quote form's success state offers the free estimate visit: a plain link
 * to the booking page (which works without JavaScript), and, on a tap, the
 * picker itself in place. The picker's code is its own chunk, fetched only on
 * that tap, so the quote pages carry a few lines here and nothing more.
 */
import { lazy, Suspense, useState } from "react";

const EstimatePicker = lazy(() => import("./estimate-picker.tsx"));

export function BookingOffer({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const href = `/book?token=${encodeURIComponent(token)}`;
  return (
    <section className="booking-offer" aria-label="Your free estimate visit">
      {open ? (
        <Suspense fallback={<p role="status">Loading the open times…</p>}>
          <EstimatePicker token={token} pageHref={href} />
        </Suspense>
      ) : (
        <a
          className="booking-offer__link"
          href={href}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          Pick a time for your free estimate visit
        </a>
      )}
    </section>
  );
}
