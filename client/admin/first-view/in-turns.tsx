/**
 * The app takes the Worker's drawn page over in turns, each turn a task of its
 * own: first the page's frame, then its heavier parts, then a long list's rows
 * a few at a time.
 *
 * Why: the app takes the drawn page over (hydrates it) in one go by default,
 * and on Lighthouse's four-times-slowed phone that was one task of 90-170 ms
 * per screen: a tap in that time waits for all of it, and Lighthouse counts
 * everything past 50 ms of it as blocking time. Between two turns the browser
 * has the thread back (a task boundary): a tap, a paint, a key.
 *
 * Two kinds of turn:
 * - `TakeOverLater`: a part of the page (one element: a form, a panel column,
 *   the list's results) that Preact takes over in its turn exactly as it takes
 *   over the rest, keeping the drawn elements: a focus, a caret or text typed
 *   in it before its turn stays as it is. It uses Preact's suspended
 *   hydration (the part throws a promise during the first pass; Preact keeps
 *   its element and resumes hydrating it when the promise resolves), which
 *   costs about a millisecond a part, so it is for a few large parts.
 * - `InTurn`: a list's row, a few rows a turn. Until its turn a row keeps its
 *   drawn content (Preact leaves an element with an empty innerHTML as it is),
 *   and costs the first pass nothing: its content is a function called only
 *   in its turn. In its turn the row renders its content again, the same words
 *   written over the drawn ones, so nothing moves; a focus inside it is put
 *   back on the same element. Cheaper per row than a suspension.
 *
 * Turns are taken in the order the first pass (and then each turn) claims
 * them, so the page is taken over from the top. One rule follows: Preact
 * numbers `useId` ids in the order it renders, so a component that makes an
 * id must not come after a later part in the page unless it is inside one
 * (the ids then follow the page's order, as the Worker numbered them). Until its turn, a part or row
 * is the Worker's HTML and its links work: the app's one link handler
 * (shell/in-app-links.ts) and the list's (list-page.tsx) answer them. Only the
 * first take-over waits: a render after that (a filter, the next page) never does.
 */
import { Component, Suspense, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from "react";

/** Rows taken over together, in one task (about 3 ms each on Lighthouse's slowed phone). */
export const ROWS_PER_TURN = 3;

interface Turn {
  promise: Promise<void>;
  resolve: () => void;
  done: boolean;
}

/** The turns of the first take-over, in the order claimed; undefined outside it (the Worker, later renders). */
let turns: Turn[] | undefined;
/** The last turn claimed by rows, while it has room for more. */
let rowsTurn: { turn: Turn; room: number } | undefined;

/**
 * Called just before the app takes the drawn page over: from now until
 * `takeOverTheRestInTurns` has run every turn, each part and row waits for its turn.
 */
export function startTakingOverInTurns(): void {
  turns = [];
  rowsTurn = undefined;
}

/** The next turn (shared by up to `places` claimers in a row, for rows); undefined outside the first take-over. */
function claimTurn(places = 1): Turn | undefined {
  if (!turns) return undefined;
  if (places > 1 && rowsTurn && rowsTurn.room > 0 && !rowsTurn.turn.done) {
    rowsTurn.room--;
    return rowsTurn.turn;
  }
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  const turn: Turn = { promise, resolve, done: false };
  turns.push(turn);
  rowsTurn = places > 1 ? { turn, room: places - 1 } : undefined;
  return turn;
}

/** The browser's own "yield to what is waiting" where it has one, else a new task. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * After the first pass: each claimed turn in its own task, in order,
 * including turns claimed by the parts taken over in earlier turns (a list's
 * rows inside its results). Each resolved turn's parts and rows are taken over
 * in the same task (Preact renders what resolved in a microtask). Resolves
 * once every part and row is the app's.
 */
export async function takeOverTheRestInTurns(): Promise<void> {
  const pending = turns ?? [];
  for (let number = 0; number < pending.length; number++) {
    const turn = pending[number]!;
    await nextTask();
    turn.done = true;
    turn.resolve();
  }
  // One more task, so the last turn's render (queued in a microtask) is done.
  await nextTask();
  turns = undefined;
  rowsTurn = undefined;
}

/**
 * Its one child element (one element: Preact keeps a suspended part's first
 * drawn node only) taken over in a turn of its own, after the first pass.
 */
export function TakeOverLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/** A class, so the turn claimed at its first render is the one it waits for when it renders again. */
class WaitForTurn extends Component<{ children: ReactElement }> {
  private readonly turn = claimTurn();
  override render() {
    if (this.turn && !this.turn.done) throw this.turn.promise;
    return this.props.children;
  }
}

/**
 * A list's row, taken over in its turn (a few rows share one): an element (`as`, with its
 * `className`) whose content is the `children` function, called only once the
 * row's turn has come (its date words, phone links and badges cost the first
 * pass nothing). Until then the element is drawn with an empty
 * `dangerouslySetInnerHTML`, which Preact, while it hydrates, takes as "leave
 * this element's content as it is" (no throw and catch per row, which costs
 * more than the row on a phone with DevTools' profiler attached); in its turn
 * the row renders its real content, written over the drawn one with the same
 * words, so nothing on screen moves. A focus inside the row (a keyboard on a
 * link) is put back on the same element of the new content.
 */
export function InTurn({ as: Tag, className, children }: { as: "tr" | "li"; className?: string; children: () => ReactNode }) {
  const [turn] = useState(() => claimTurn(ROWS_PER_TURN));
  const [taken, setTaken] = useState(!turn);
  const row = useRef<HTMLElement>(null);
  const focusPath = useRef<number[] | undefined>(undefined);
  // A layout effect: it runs as the first pass commits, in the same task, before the first turn is resolved.
  useLayoutEffect(() => {
    if (!turn) return;
    let mounted = true;
    void turn.promise.then(() => {
      if (!mounted) return;
      focusPath.current = pathTo(row.current, document.activeElement);
      setTaken(true);
    });
    return () => {
      mounted = false;
    };
  }, [turn]);
  useLayoutEffect(() => {
    const path = focusPath.current;
    focusPath.current = undefined;
    if (path) (elementAt(row.current, path) as HTMLElement | null)?.focus({ preventScroll: true });
  }, [taken]);
  return taken ? (
    <Tag ref={row as never} className={className}>
      {children()}
    </Tag>
  ) : (
    <Tag ref={row as never} className={className} dangerouslySetInnerHTML={KEEP_DRAWN_CONTENT} />
  );
}

const KEEP_DRAWN_CONTENT = { __html: "" };

/**
 * The element indexes from `root` down to `element`, or undefined when it is not inside: elements, not
 * nodes, since the drawn HTML and the app's render may split the same text into different text nodes.
 */
function pathTo(root: Element | null, element: Element | null): number[] | undefined {
  if (!root || !element || element === root || !root.contains(element)) return undefined;
  const path: number[] = [];
  for (let at: Element = element; at !== root && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

function elementAt(root: Element | null, path: number[]): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}
