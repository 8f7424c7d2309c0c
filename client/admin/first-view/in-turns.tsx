/**
 * A long list's rows taken over a few at a time, each few in a task of its own.
 *
 * Why: the app takes the Worker's drawn page over (hydrates it) in one go by
 * default, and for the list's 25 rows that was one task of about 150 ms on a
 * phone's main thread: a tap in that time waits for all of it (Lighthouse
 * counts it as blocking time). So the page's frame and the first rows are
 * taken over first, and the other rows in later turns, each after the browser
 * has had the thread back (a task boundary).
 *
 * How: a row whose turn has not come is drawn, in the first pass, as an
 * element whose content Preact leaves as it is (InTurn below); the turns are
 * resolved one task after another once the first pass is done, and each
 * resolved row then renders its content.
 *
 * Until its turn, a row is the Worker's HTML, and works: the list's one click
 * handler (list-page.tsx) opens its lead in the app and records its call and
 * e-mail taps. Only the first take-over waits: a render after that (a filter,
 * the next page) never does.
 */
import { cloneElement, useLayoutEffect, useState, type ReactElement, type ReactNode } from "react";

/** Rows taken over together, in one task (about 3 ms each on Lighthouse's slowed phone). */
export const ROWS_PER_TURN = 3;

interface Turn {
  promise: Promise<void>;
  resolve: () => void;
  done: boolean;
}

/** The pending turns of the first take-over; undefined outside it (the Worker, later renders). */
let turns: Turn[] | undefined;

/**
 * Called just before the app takes the drawn page over: from now until
 * `takeOverTheRestInTurns` has run every turn, each row waits for its turn.
 */
export function startTakingOverInTurns(): void {
  turns = [];
}

function turnOf(index: number): Turn | undefined {
  if (!turns) return undefined;
  // Every row waits for a turn after the first pass: that pass (the frame, the filters) is long enough on its own.
  const number = 1 + Math.floor(index / ROWS_PER_TURN);
  let turn = turns[number];
  if (!turn) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    turn = turns[number] = { promise, resolve, done: false };
  }
  return turn.done ? undefined : turn;
}

/** The browser's own "yield to what is waiting" where it has one, else a new task. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * After the first pass: each waiting turn in its own task, in order. Each
 * resolved turn's rows are taken over in the same task (Preact renders the
 * boundaries that resolved in a microtask). Resolves once every row is the app's.
 */
export async function takeOverTheRestInTurns(): Promise<void> {
  const pending = turns ?? [];
  for (let number = 1; number < pending.length; number++) {
    const turn = pending[number];
    if (!turn) continue;
    await nextTask();
    turn.done = true;
    turn.resolve();
  }
  // One more task, so the last turn's render (queued in a microtask) is done.
  await nextTask();
  turns = undefined;
}

/**
 * The row at `index` (a single element), taken over in its turn. Until then
 * it is drawn with an empty `dangerouslySetInnerHTML`, which Preact, while it
 * hydrates, takes as "leave this element's content as it is" (no throw and
 * catch per row, which costs more than the row on a phone with DevTools'
 * profiler attached); in its turn the row renders its real content, written
 * over the drawn one with the same words, so nothing on screen moves.
 */
export function InTurn({ index, children }: { index: number; children: ReactElement<{ children?: ReactNode }> }) {
  const [turn] = useState(() => turnOf(index));
  const [taken, setTaken] = useState(!turn);
  // A layout effect: it runs as the first pass commits, in the same task, before the first turn is resolved.
  useLayoutEffect(() => {
    if (!turn) return;
    let mounted = true;
    void turn.promise.then(() => mounted && setTaken(true));
    return () => {
      mounted = false;
    };
  }, [turn]);
  return taken ? children : cloneElement(children, { dangerouslySetInnerHTML: KEEP_DRAWN_CONTENT, children: undefined } as object);
}

const KEEP_DRAWN_CONTENT = { __html: "" };
