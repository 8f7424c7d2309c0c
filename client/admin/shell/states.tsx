/** The states every screen shares: loading, a failed request, nothing to show. */
import type { ReactNode } from "react";
import { ApiError, messageOf } from "../api/client.ts";

export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const auth = error instanceof ApiError && error.kind === "auth";
  return (
    <div className="state state--error" role="alert">
      <h2 className="state-title">{auth ? "Sign in again" : (title ?? "This didn't load")}</h2>
      <p>{messageOf(error)}</p>
      {auth ? (
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload and sign in
        </button>
      ) : onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state">
      <h2 className="state-title">{title}</h2>
      {children}
    </div>
  );
}

/** Grey placeholder blocks the size of what is coming, announced once as loading. */
export function Loading({ label, rows = 4, className = "" }: { label: string; rows?: number; className?: string }) {
  return (
    <div className={`loading ${className}`} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="loading-block" aria-hidden="true" />
      ))}
    </div>
  );
}
