/**
 * `/admin/settings`: the devices that get a notification for each new lead,
 * and the estimate calendar customers book visits from (estimate-calendar.tsx).
 * Turn it on for this device, rename a device, choose any hour or business
 * hours only, send a test, remove a lost phone.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { api, messageOf } from "../api/client.ts";
import type { PushDevice, PushHours } from "../api/types.ts";
import { resources } from "../api/resources.ts";
import { useResource } from "../api/use-resource.ts";
import { TakeOverLater } from "../first-view/in-turns.tsx";
import { fullDate, whenReceived } from "../leads/format.ts";
import { NotifyMe } from "../push/notify-me.tsx";
import { EstimateCalendarSettings } from "./estimate-calendar.tsx";
import { deviceNoun, useThisDevice } from "../push/this-device.ts";
import { useNotify } from "../shell/notices.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { ConfirmDialog } from "../shell/confirm-dialog.tsx";
import { EmptyState, ErrorState, Loading } from "../shell/states.tsx";

/** The hours the Worker holds a business-hours device's notifications to (Atlanta time). */
export const BUSINESS_HOURS_TEXT = "Mon–Fri 8–6, Sat 9–4";

export function SettingsPage() {
  const resource = useResource(resources.pushDevices());
  const { data, set } = resource;
  const upsert = useCallback(
    (device: PushDevice) => {
      if (!data) return;
      const others = data.subscriptions.filter((d) => d.id !== device.id);
      set({ ...data, subscriptions: [...others, device] });
    },
    [data, set],
  );
  const thisDevice = useThisDevice(data, upsert);
  const noun = deviceNoun();
  // The estimate calendar loads beside the devices (both are in the first view); the page waits
  // for both, so the calendar never drops in under the devices and pushes nothing down.
  const calendar = useResource(resources.calendar());
  const calendarWaiting = !calendar.data && !calendar.error;

  return (
    <>
      <div className="page-head">
        <PageHeading title="Notifications">Notifications</PageHeading>
      </div>
      {resource.error && !resource.loading ? (
        <ErrorState error={resource.error} onRetry={resource.reload} title="The devices didn't load" />
      ) : !data || calendarWaiting ? (
        <Loading label="Loading the devices…" rows={2} className="loading--settings" />
      ) : (
        <div className="settings">
          <section className="panel" aria-labelledby="this-device-h">
            <h2 id="this-device-h" className="panel-title">
              This {noun}
            </h2>
            <div className="notify-slot">
              <NotifyMe state={thisDevice.state} onTurnOn={() => void thisDevice.turnOn()} />
            </div>
          </section>
          <section className="panel" aria-labelledby="devices-h">
            <h2 id="devices-h" className="panel-title">
              Devices that get notifications
            </h2>
            {data.subscriptions.length === 0 ? (
              <EmptyState title="No device yet">
                <p>Turn notifications on from each phone or computer you want them on: open the inbox there and tap “Notify me”.</p>
              </EmptyState>
            ) : (
              <ul className="devices">
                {[...data.subscriptions]
                  .sort((a, b) => a.created_at.localeCompare(b.created_at))
                  .map((device) => (
                    <DeviceRow
                      key={device.id}
                      device={device}
                      isThisDevice={device.id === thisDevice.thisDeviceId}
                      onChange={upsert}
                      onRemoved={() => {
                        set({ ...data, subscriptions: data.subscriptions.filter((d) => d.id !== device.id) });
                        if (device.id === thisDevice.thisDeviceId) void thisDevice.forgetThisDevice();
                      }}
                    />
                  ))}
              </ul>
            )}
            <p className="chart-note">
              Business hours are {BUSINESS_HOURS_TEXT}, Atlanta time. A lead that comes in outside them is announced on those devices when
              the next business hours start; devices set to any hour get it at once.
            </p>
          </section>
        </div>
      )}
      {calendarWaiting ? null : (
        // Taken over in a turn of its own after the devices (first-view/in-turns.tsx), keeping what is drawn.
        <TakeOverLater>
          <div className="settings">
            <EstimateCalendarSettings calendar={calendar} />
          </div>
        </TakeOverLater>
      )}
    </>
  );
}

/** A device the API lists without a name (added before names were given) still needs one on screen. */
function deviceName(device: PushDevice): string {
  return device.label.trim() || `Device added ${whenReceived(device.created_at)}`;
}

type TestResult = { kind: "idle" | "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

function DeviceRow({
  device,
  isThisDevice,
  onChange,
  onRemoved,
}: {
  device: PushDevice;
  isThisDevice: boolean;
  onChange: (device: PushDevice) => void;
  onRemoved: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const [hoursError, setHoursError] = useState("");
  // Shown at once on a tap; put back if the change is refused.
  const [hours, setShownHours] = useState(device.hours);
  const [test, setTest] = useState<TestResult>({ kind: "idle" });

  async function setHours(chosen: PushHours) {
    setHoursError("");
    setShownHours(chosen);
    try {
      onChange((await api.updatePushDevice(device.id, { hours: chosen })).subscription);
      notify(chosen === "any" ? `${deviceName(device)}: notified at any hour.` : `${deviceName(device)}: notified in business hours only.`);
    } catch (error) {
      setShownHours(device.hours);
      setHoursError(messageOf(error));
    }
  }

  async function sendTest() {
    setTest({ kind: "sending" });
    try {
      await api.testPushDevice(device.id);
      setTest({ kind: "sent" });
    } catch (error) {
      setTest({ kind: "failed", message: messageOf(error) });
    }
  }

  return (
    <li className="device" aria-labelledby={`${id}-name`}>
      <DeviceName device={device} isThisDevice={isThisDevice} nameId={`${id}-name`} onChange={onChange} />
      <dl className="device-facts">
        <div>
          <dt>Added</dt>
          <dd title={fullDate(device.created_at)}>{whenReceived(device.created_at)}</dd>
        </div>
        <div>
          <dt>Last notification</dt>
          <dd>{device.last_success_at ? <span title={fullDate(device.last_success_at)}>{whenReceived(device.last_success_at)}</span> : <span className="muted">None yet</span>}</dd>
        </div>
        <div>
          <dt>Failures</dt>
          <dd className={device.failures > 0 ? "device-failures" : undefined}>
            {device.failures === 0 ? "None" : `${device.failures}${device.last_failure_at ? `, last ${whenReceived(device.last_failure_at)}` : ""}`}
          </dd>
        </div>
        <div>
          <dt>Push service</dt>
          <dd>
            <code>{device.endpoint_host}</code>
          </dd>
        </div>
      </dl>
      <fieldset className="device-hours">
        <legend>When to notify</legend>
        {(
          [
            ["any", "Any hour"],
            ["business", `Business hours only (${BUSINESS_HOURS_TEXT})`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="choice">
            <input type="radio" name={`${id}-hours`} value={value} checked={hours === value} onChange={() => void setHours(value)} />
            <span>{label}</span>
          </label>
        ))}
        {hoursError ? (
          <p className="save-line save-line--error" role="alert">
            Not saved: {hoursError}
          </p>
        ) : null}
      </fieldset>
      <div className="device-actions">
        <button type="button" className="button" disabled={test.kind === "sending"} onClick={() => void sendTest()}>
          {test.kind === "sending" ? "Sending…" : "Send a test"}
        </button>
        <RemoveDevice device={device} onRemoved={onRemoved} />
      </div>
      <p className={`save-line${test.kind === "sent" ? " save-line--saved" : test.kind === "failed" ? " save-line--error" : ""}`} role="status">
        {test.kind === "sent"
          ? `Test sent to ${deviceName(device)}. It should show there within a few seconds.`
          : test.kind === "failed"
            ? `The test did not go through: ${test.message}`
            : ""}
      </p>
    </li>
  );
}

function DeviceName({
  device,
  isThisDevice,
  nameId,
  onChange,
}: {
  device: PushDevice;
  isThisDevice: boolean;
  nameId: string;
  onChange: (device: PushDevice) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(device.label);
  const [state, setState] = useState<{ kind: "idle" | "saving" } | { kind: "error"; message: string }>({ kind: "idle" });
  const id = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The field the owner asked for takes the focus when it opens (never on page load).
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "saving" });
    try {
      onChange((await api.updatePushDevice(device.id, { label: draft.trim() })).subscription);
      setState({ kind: "idle" });
      setEditing(false);
      requestAnimationFrame(() => renameButton.current?.focus());
    } catch (error) {
      setState({ kind: "error", message: messageOf(error) });
    }
  }

  if (editing) {
    return (
      <form className="device-rename" onSubmit={(event) => void save(event)}>
        <div className="field">
          <label htmlFor={`${id}-label`}>Device name</label>
          <input
            id={`${id}-label`}
            className="input"
            value={draft}
            maxLength={60}
            required
            ref={input}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={state.kind === "error" ? `${id}-error` : undefined}
          />
        </div>
        <div className="device-rename-actions">
          <button type="submit" className="button button--primary" disabled={state.kind === "saving" || !draft.trim()}>
            {state.kind === "saving" ? "Saving…" : "Save name"}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setDraft(device.label);
              setEditing(false);
              setState({ kind: "idle" });
            }}
          >
            Cancel
          </button>
        </div>
        {state.kind === "error" ? (
          <p id={`${id}-error`} className="save-line save-line--error" role="alert">
            Not saved: {state.message}
          </p>
        ) : null}
      </form>
    );
  }
  return (
    <div className="device-head">
      <h3 id={nameId} className="device-name">
        {deviceName(device)}
      </h3>
      {isThisDevice ? <span className="badge badge--this">This device</span> : null}
      <button
        ref={renameButton}
        type="button"
        className="button button--quiet device-rename-button"
        onClick={() => {
          setDraft(device.label);
          setEditing(true);
        }}
      >
        Rename<span className="visually-hidden"> {deviceName(device)}</span>
      </button>
    </div>
  );
}

function RemoveDevice({ device, onRemoved }: { device: PushDevice; onRemoved: () => void }) {
  const notify = useNotify();
  return (
    <ConfirmDialog
      trigger={
        <>
          Remove…<span className="visually-hidden"> {deviceName(device)}</span>
        </>
      }
      title={`Remove ${deviceName(device)}?`}
      text="It gets no more notifications of new leads. To have them there again, open the inbox on it and tap “Notify me”."
      confirmLabel="Remove"
      busyLabel="Removing…"
      failedPrefix="Not removed"
      action={() => api.removePushDevice(device.id)}
      onDone={() => {
        notify(`${deviceName(device)} was removed. It gets no more notifications.`);
        onRemoved();
        document.querySelector<HTMLElement>("main h1")?.focus();
      }}
    />
  );
}
