/**
 * Settings → Estimate visits: when customers may book the free estimate visit
 * from their link. Weekly windows (a day, a start and an end, Atlanta time),
 * how long a visit takes, the notice a customer must give, how many days ahead
 * they see, dates with no visits, and whether public holidays are closed.
 * Until the owner saves, the default applies (weekday evenings 4-6 PM and
 * Saturday 9 AM-12 PM), so booking works from the first day. The Worker checks
 * every field again and names the one it refuses.
 */
import { useId, useState, type FormEvent } from "react";
import { CALENDAR_LIMITS, WEEKDAY_NAMES, type CalendarWindow, type EstimateCalendar } from "../../../common/booking/calendar.ts";
import { ApiError, api, messageOf } from "../api/client.ts";
import type { CalendarAnswer } from "../api/types.ts";
import type { Resource } from "../api/use-resource.ts";
import { useNotify } from "../shell/notices.tsx";
import { ErrorState, Loading } from "../shell/states.tsx";

/** `calendar`: loaded by the Settings page beside the devices (resources.calendar()). */
export function EstimateCalendarSettings({ calendar: resource }: { calendar: Resource<{ ok: true } & CalendarAnswer> }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel-title">
        Estimate visits
      </h2>
      {resource.error && !resource.loading ? (
        <ErrorState error={resource.error} onRetry={resource.reload} title="The estimate calendar didn't load" />
      ) : !resource.data ? (
        <Loading label="Loading the estimate calendar…" rows={2} />
      ) : (
        <CalendarForm
          key={JSON.stringify(resource.data.calendar)}
          initial={resource.data.calendar}
          isDefault={resource.data.is_default}
          onSaved={(calendar) => resource.set({ ok: true, calendar, is_default: false })}
        />
      )}
    </section>
  );
}

type Save = { kind: "idle" | "saving" | "saved" } | { kind: "error"; message: string; fields?: Record<string, string> };

function CalendarForm({ initial, isDefault, onSaved }: { initial: EstimateCalendar; isDefault: boolean; onSaved: (calendar: EstimateCalendar) => void }) {
  const id = useId();
  const notify = useNotify();
  const [calendar, setCalendar] = useState<EstimateCalendar>(initial);
  const [blockedText, setBlockedText] = useState(initial.blocked_dates.join(", "));
  const [save, setSave] = useState<Save>({ kind: "idle" });

  const update = (changes: Partial<EstimateCalendar>) => {
    setCalendar({ ...calendar, ...changes });
    if (save.kind !== "saving") setSave({ kind: "idle" });
  };
  const setWindow = (index: number, changes: Partial<CalendarWindow>) =>
    update({ windows: calendar.windows.map((window, i) => (i === index ? { ...window, ...changes } : window)) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const blocked_dates = blockedText.split(/[\s,]+/).filter(Boolean);
    const next = { ...calendar, blocked_dates };
    setSave({ kind: "saving" });
    try {
      const answer = await api.saveCalendar(next);
      setSave({ kind: "saved" });
      notify("Estimate calendar saved.");
      onSaved(answer.calendar);
    } catch (error) {
      setSave({ kind: "error", message: messageOf(error), fields: error instanceof ApiError ? error.fields : undefined });
    }
  }

  const fieldError = (name: string) => {
    if (save.kind !== "error" || !save.fields) return null;
    const message = Object.entries(save.fields).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1];
    return message ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {message}
      </p>
    ) : null;
  };

  return (
    <form className="calendar-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="panel-text">
        Customers who ask for a quote can pick a time for the free estimate visit from these, in Atlanta time.
        {isDefault ? " This is the starting calendar; change it and save to make it yours." : ""}
      </p>
      <fieldset>
        <legend>Weekly windows</legend>
        <div className="calendar-windows">
          {calendar.windows.map((window, index) => {
            const label = `Window ${index + 1}`;
            return (
              <div className="calendar-window" key={index} role="group" aria-label={label}>
                <label className="visually-hidden" htmlFor={`${id}-day-${index}`}>
                  {label}: day
                </label>
                <select id={`${id}-day-${index}`} className="input" value={window.weekday} onChange={(event) => setWindow(index, { weekday: Number(event.target.value) })}>
                  {WEEKDAY_NAMES.map((name, day) => (
                    <option key={name} value={day}>
                      {name}
                    </option>
                  ))}
                </select>
                <label htmlFor={`${id}-start-${index}`}>from</label>
                <input id={`${id}-start-${index}`} className="input" type="time" step={900} value={window.start} onChange={(event) => setWindow(index, { start: event.target.value })} />
                <label htmlFor={`${id}-end-${index}`}>to</label>
                <input id={`${id}-end-${index}`} className="input" type="time" step={900} value={window.end} onChange={(event) => setWindow(index, { end: event.target.value })} />
                <button type="button" className="button button--quiet" aria-label={`Remove ${label.toLowerCase()}`} onClick={() => update({ windows: calendar.windows.filter((_, i) => i !== index) })}>
                  Remove
                </button>
              </div>
            );
          })}
        </div>
        {fieldError("windows")}
        {calendar.windows.length < CALENDAR_LIMITS.maxWindows ? (
          <button type="button" className="button" onClick={() => update({ windows: [...calendar.windows, { weekday: 1, start: "16:00", end: "18:00" }] })}>
            Add a window
          </button>
        ) : null}
      </fieldset>
      <div className="calendar-numbers">
        <NumberField id={`${id}-visit`} label="Visit length (minutes)" value={calendar.visit_minutes} limits={CALENDAR_LIMITS.visitMinutes} onChange={(value) => update({ visit_minutes: value })} error={fieldError("visit_minutes")} />
        <NumberField id={`${id}-notice`} label="Minimum notice (hours)" value={calendar.min_notice_hours} limits={CALENDAR_LIMITS.minNoticeHours} onChange={(value) => update({ min_notice_hours: value })} error={fieldError("min_notice_hours")} />
        <NumberField id={`${id}-ahead`} label="Days ahead customers see" value={calendar.days_ahead} limits={CALENDAR_LIMITS.daysAhead} onChange={(value) => update({ days_ahead: value })} error={fieldError("days_ahead")} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-blocked`}>Blocked dates (no visits), like 2026-12-24, separated by commas</label>
        <input id={`${id}-blocked`} className="input" value={blockedText} onChange={(event) => setBlockedText(event.target.value)} aria-describedby={`${id}-blocked_dates-error`} />
        {fieldError("blocked_dates")}
      </div>
      <label className="calendar-check" htmlFor={`${id}-holidays`}>
        <input id={`${id}-holidays`} type="checkbox" checked={calendar.holidays_closed} onChange={(event) => update({ holidays_closed: event.target.checked })} />
        Closed on public holidays
      </label>
      <div className="note-actions">
        <p className={`save-line save-line--${save.kind}`} role="status">
          {save.kind === "saving" ? "Saving…" : save.kind === "error" ? save.message : save.kind === "saved" ? "Saved" : ""}
        </p>
        <button type="submit" className="button button--primary" disabled={save.kind === "saving"}>
          Save estimate calendar
        </button>
      </div>
    </form>
  );
}

function NumberField(props: { id: string; label: string; value: number; limits: { min: number; max: number }; onChange: (value: number) => void; error: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className="input"
        type="number"
        inputMode="numeric"
        min={props.limits.min}
        max={props.limits.max}
        value={Number.isFinite(props.value) ? props.value : ""}
        onChange={(event) => props.onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))}
      />
      {props.error}
    </div>
  );
}
