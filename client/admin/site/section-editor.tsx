/**
 * What every Site editor shares: the section's working copy, saving it as the
 * draft (the API checks it with the same schema as the build), the fields the
 * API refused, and the "not yet on the site" mark.
 */
import { useState, type ReactNode } from "react";
import type { SiteContent, SiteSection } from "../../../common/site-content.ts";
import { ApiError, messageOf } from "../api/client.ts";
import { useNotify } from "../shell/notices.tsx";
import { siteApi, type SectionState } from "./site-api.ts";

export interface SectionEditor<S extends SiteSection> {
  value: SiteContent[S];
  change: (next: SiteContent[S]) => void;
  save: () => Promise<void>;
  saving: boolean;
  dirty: boolean;
  /** Field path (as the API names it) → message. */
  errors: Record<string, string>;
  error: string;
}

export function useSectionEditor<S extends SiteSection>(
  section: S,
  start: SiteContent[S],
  onSaved: (state: SectionState<SiteContent[S]>) => void,
): SectionEditor<S> {
  const notify = useNotify();
  const [value, setValue] = useState(start);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  return {
    value,
    dirty,
    saving,
    errors,
    error,
    change(next) {
      setValue(next);
      setDirty(true);
    },
    async save() {
      setSaving(true);
      setError("");
      try {
        const saved = await siteApi.save(section, value);
        setErrors({});
        setValue(saved.draft as SiteContent[S]);
        setDirty(false);
        onSaved(saved);
        notify("Saved. Not yet on the site: tap Publish when you're ready.");
      } catch (caught) {
        setErrors(caught instanceof ApiError && caught.fields ? caught.fields : {});
        setError(messageOf(caught));
      } finally {
        setSaving(false);
      }
    },
  };
}

/** The message for a field and those under it (e.g. hours.Monday.closes under hours.Monday). */
export function fieldError(errors: Record<string, string>, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

export function SaveBar<S extends SiteSection>({ editor, label }: { editor: SectionEditor<S>; label: string }) {
  return (
    <div className="site-save">
      {editor.error ? (
        <p className="save-line save-line--error" role="alert">
          {editor.error}
        </p>
      ) : (
        <p className={`save-line${editor.dirty ? " save-line--dirty" : ""}`} aria-live="polite">
          {editor.dirty ? "Changes not saved yet." : ""}
        </p>
      )}
      <button type="button" className="button button--primary button--big" disabled={editor.saving} onClick={() => void editor.save()}>
        {editor.saving ? "Saving…" : `Save ${label}`}
      </button>
    </div>
  );
}

export function NotYetOnSite({ show, children }: { show: boolean; children?: ReactNode }) {
  if (!show) return null;
  return <span className="badge badge--pending">{children ?? "Not yet on the site"}</span>;
}

/** Moves item `index` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A short id for a new item, unique enough within one section. */
export function newId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
