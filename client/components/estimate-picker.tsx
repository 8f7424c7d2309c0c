/**
 * Picking the estimate visit in the form's success state: the open times of
 * the next days (GET /api/booking/slots with the signed token), grouped by day
 * as radio groups (a fieldset per day, so a screen reader says the day with
 * each time), and one "Book this time" button. A time someone else just took
 * answers 409 with the fresh list, shown at once with the reason. Times are
 * Atlanta time and say so. Loaded lazily by booking-offer.tsx.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";

interface Slot {
  start: string;
  day: string;
  time: string;
}

type State =
  | { kind: "loading" }
  | { kind: "choose"; slots: Slot[]; message?: string }
  | { kind: "booking"; slots: Slot[] }
  | { kind: "booked"; label: string }
  | { kind: "failed"; message: string };

const FAILURE = "The open times could not be loaded. Please try again, or call us.";

async function readError(response: Response): Promise<{ message: string; slots?: Slot[] }> {
  try {
    const body = (await response.json()) as { error?: { message?: string }; slots?: Slot[] };
    return { message: body.error?.message || FAILURE, slots: body.slots };
  } catch {
    return { message: FAILURE };
  }
}

export default function EstimatePicker({ token, pageHref }: { token: string; pageHref: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [chosen, setChosen] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    fetch(`/api/booking/slots?token=${encodeURIComponent(token)}`, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!live) return;
        if (!response.ok) return setState({ kind: "failed", message: (await readError(response)).message });
        const body = (await response.json()) as { slots: Slot[] };
        setState({ kind: "choose", slots: body.slots });
      })
      .catch(() => live && setState({ kind: "failed", message: FAILURE }));
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    heading.current?.focus();
  }, [state.kind]);

  async function book(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== "choose" || !chosen) {
      if (state.kind === "choose") setState({ ...state, message: "Choose one of the open times first." });
      return;
    }
    const slots = state.slots;
    setState({ kind: "booking", slots });
    try {
      const response = await fetch("/api/booking", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ token, start: chosen }),
      });
      if (response.ok) {
        const body = (await response.json()) as { visit: { label: string } };
        setState({ kind: "booked", label: body.visit.label });
        return;
      }
      const error = await readError(response);
      setChosen("");
      setState({ kind: "choose", slots: error.slots ?? slots, message: error.message });
    } catch {
      setState({ kind: "choose", slots, message: FAILURE });
    }
  }

  if (state.kind === "loading") return <p role="status">Loading the open times…</p>;
  if (state.kind === "failed") {
    return (
      <p role="alert">
        {state.message} <a href={pageHref}>Open the booking page</a>
      </p>
    );
  }
  if (state.kind === "booked") {
    return (
      <div className="estimate-picker" role="status">
        <h3 ref={heading} tabIndex={-1} className="estimate-picker__title">
          Your free estimate visit is booked
        </h3>
        <p>
          <strong>{state.label}</strong>. To add it to your calendar, move it or cancel it, use <a href={pageHref}>your booking page</a>.
        </p>
      </div>
    );
  }

  const days = new Map<string, Slot[]>();
  for (const slot of state.slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  const message = state.kind === "choose" ? state.message : undefined;
  return (
    <form className="estimate-picker" onSubmit={(event) => void book(event)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} ref={heading} tabIndex={-1} className="estimate-picker__title">
        Pick a time for your free estimate visit
      </h3>
      <p className="estimate-picker__note">Times are Atlanta time (Eastern).</p>
      <p className="estimate-picker__message" role="alert">
        {message ?? ""}
      </p>
      {state.slots.length === 0 ? (
        <p>There are no open times in the next days. We will call you to find one.</p>
      ) : (
        [...days].map(([day, slots]) => (
          <fieldset key={day} className="estimate-picker__day">
            <legend>{day}</legend>
            <div className="estimate-picker__times">
              {slots.map((slot) => (
                <label key={slot.start} className="estimate-picker__time">
                  <input type="radio" name="start" value={slot.start} checked={chosen === slot.start} onChange={() => setChosen(slot.start)} />
                  {slot.time}
                </label>
              ))}
            </div>
          </fieldset>
        ))
      )}
      {state.slots.length > 0 ? (
        <button type="submit" className="lf-submit" aria-busy={state.kind === "booking" || undefined} aria-disabled={state.kind === "booking" || undefined}>
          {state.kind === "booking" ? "Booking…" : "Book this time"}
        </button>
      ) : null}
    </form>
  );
}
