/**
 * "Notify me on this phone": the one control that turns on a notification for
 * each new lead on the device the inbox is open on. Compact above the lead
 * list, in full on the settings screen. Every state says what to do next:
 * iOS outside a Home Screen app, a browser without push, a "Don't allow" to
 * undo, already on.
 */
import { inAppLink } from "../shell/in-app-links.ts";
import { deniedHelp, deviceNoun, type ThisDeviceState } from "./this-device.ts";

export function NotifyMe({
  state,
  onTurnOn,
  compact = false,
}: {
  state: ThisDeviceState;
  /** Called straight from the tap (iOS asks for permission only then); undefined while the key has not loaded. */
  onTurnOn: (() => void) | undefined;
  compact?: boolean;
}) {
  const noun = deviceNoun();
  const settings = compact ? (
    <>
      {" "}
      <a {...inAppLink("/settings")}>Notification settings</a>
    </>
  ) : null;

  switch (state.kind) {
    case "checking":
      return compact ? null : <p className="notify-line muted">Checking this {noun}…</p>;
    case "unsupported":
      return state.why === "home-screen-first" ? (
        <div className="notify notify--help" role="note">
          <p>
            <strong>Want a notification for each new lead on this {noun}?</strong> Add this inbox to your Home Screen first, then open it
            from there: in Safari tap Share, then “Add to Home Screen” (iOS 16.4 or later).
            {settings}
          </p>
        </div>
      ) : compact ? null : (
        <div className="notify notify--help" role="note">
          <p>
            <strong>This browser cannot show notifications from the inbox.</strong> Open the inbox in Chrome, Edge, Firefox or Safari (on an
            iPhone: from the Home Screen) to get them there.
          </p>
        </div>
      );
    case "denied":
      return (
        <div className="notify notify--blocked" role="note">
          <p>
            <strong>Notifications are blocked on this {noun}.</strong> {deniedHelp()}
            {settings}
          </p>
        </div>
      );
    case "not-set-up":
      return compact ? null : (
        <div className="notify notify--help" role="note">
          <p>
            <strong>Notifications are not set up on the server yet.</strong> The site needs its VAPID keys (see the operations guide); once
            they are in place, this button appears here.
          </p>
        </div>
      );
    case "on":
      return (
        <p className="notify-line notify-line--on">
          <BellIcon />
          <span>
            Notifications are on for this {noun}.{settings}
          </span>
        </p>
      );
    case "off":
    case "working":
    case "failed":
      return (
        <div className={compact ? "notify notify--offer notify--compact" : "notify notify--offer"}>
          {compact ? null : <p>Get a notification on this {noun} within seconds of each new lead, and tap it to open the lead.</p>}
          <button type="button" className="button button--primary" disabled={!onTurnOn || state.kind === "working"} onClick={onTurnOn}>
            <BellIcon /> {state.kind === "working" ? "Turning on…" : `Notify me on this ${noun}`}
          </button>
          {state.kind === "failed" ? (
            <p className="save-line save-line--error" role="alert">
              Not turned on: {state.message}
            </p>
          ) : null}
        </div>
      );
  }
}

export function BellIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
      />
    </svg>
  );
}
