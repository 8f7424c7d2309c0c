/**
 * A small toast system: a module store (`toast.success`, `toast.error`) and one
 * `<Toaster />` the shell renders once. Screen readers hear each message
 * through two visually hidden live regions that exist, empty, in the
 * prerendered HTML; the visible cards are not live, so their close buttons are
 * never read out as part of the message.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

export type ToastKind = "success" | "error";

export interface ToastOptions {
  /**
   * Announce the message to screen readers (default true). Pass false when the
   * same message is already announced elsewhere, e.g. by a form's status
   * region, so it is not read twice.
   */
  announce?: boolean;
  /** Milliseconds before the toast closes itself; paused while hovered or focused. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  announce: boolean;
  duration: number;
}

const DEFAULT_DURATION_MS = 6_000;
const MAX_VISIBLE = 3;
const EMPTY: ToastItem[] = [];

let items: ToastItem[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    kind,
    message,
    announce: options.announce ?? true,
    duration: options.duration ?? DEFAULT_DURATION_MS,
  };
  // The same message twice in a row replaces the first rather than stacking.
  items = [...items.filter((t) => t.message !== message), item].slice(-MAX_VISIBLE);
  emit();
  return id;
}

function dismiss(id?: number) {
  items = id === undefined ? EMPTY : items.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss,
};

const getServerSnapshot = () => EMPTY;
const getSnapshot = () => items;

function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg className="toast-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {kind === "success" ? (
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.2 6.3-5 5.2a.9.9 0 0 1-1.3 0l-2.1-2.2a.9.9 0 1 1 1.3-1.2l1.5 1.5 4.3-4.5a.9.9 0 0 1 1.3 1.2Z" fill="currentColor" />
      ) : (
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a.9.9 0 0 1 .9.9v4.2a.9.9 0 0 1-1.8 0V6.4a.9.9 0 0 1 .9-.9Zm0 9.2a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" fill="currentColor" />
      )}
    </svg>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1_000, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id]);

  return (
    <div
      className={`toast toast--${item.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <ToastIcon kind={item.kind} />
      <p className="toast-message">{item.message}</p>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismiss(item.id)}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Renders the toasts; place it once, at the end of the page shell. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const announced = toasts.filter((t) => t.announce);
  const lastPolite = announced.filter((t) => t.kind !== "error").at(-1);
  const lastAssertive = announced.filter((t) => t.kind === "error").at(-1);

  return (
    <div className="toast-viewport" role="region" aria-label="Notifications">
      <div className="lf-sr-only" role="status">
        {lastPolite ? <span key={lastPolite.id}>{lastPolite.message}</span> : null}
      </div>
      <div className="lf-sr-only" role="alert">
        {lastAssertive ? <span key={lastAssertive.id}>{lastAssertive.message}</span> : null}
      </div>
      {toasts.length > 0 ? (
        <div className="toast-stack">
          {toasts.map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
