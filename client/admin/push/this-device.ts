/**
 * Notifications on the device the inbox is open on: can this browser get them,
 * has the owner allowed them, is this device among the subscribed ones, and
 * turning them on. The browser keeps the push subscription; the Worker keeps
 * the list of devices (/api/admin/push/subscriptions). Which of those devices is
 * this one is remembered in localStorage, because the list shows only each
 * push service's host, never the secret endpoint.
 */
import { useAfterFirstRender } from "../first-view/data.tsx";
import { useCallback, useEffect, useState } from "react";
import { api, messageOf } from "../api/client.ts";
import type { PushDevice, PushDevices, PushHours } from "../api/types.ts";
import { defaultDeviceLabel } from "./device-label.ts";

export const SERVICE_WORKER_URL = "/admin/sw.js";
export const SERVICE_WORKER_SCOPE = "/admin/";
const THIS_DEVICE_KEY = "inbox.push.device-id";

export type PushSupport = "supported" | "home-screen-first" | "unsupported";

export type ThisDeviceState =
  | { kind: "checking" }
  | { kind: "unsupported"; why: Exclude<PushSupport, "supported"> }
  | { kind: "denied" }
  /** The Worker has no VAPID keys yet (an operations step), so no device can subscribe. */
  | { kind: "not-set-up" }
  | { kind: "off" }
  | { kind: "working" }
  | { kind: "on"; deviceId: number }
  | { kind: "failed"; message: string };

function isAppleMobile(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return window.matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function pushSupport(): PushSupport {
  const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  // iOS and iPadOS (16.4+) offer Web Push only to an inbox opened from the Home Screen; in a Safari tab the APIs are missing.
  if (isAppleMobile() && (!supported || !isStandalone())) return "home-screen-first";
  return supported ? "supported" : "unsupported";
}

/** "phone" on a phone, so the button reads as the owner would say it. */
export function deviceNoun(): "phone" | "tablet" | "computer" {
  const ua = navigator.userAgent;
  if (/iPhone|iPod/.test(ua) || (/Android/.test(ua) && /Mobile/.test(ua))) return "phone";
  if (/iPad|Android/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) return "tablet";
  return "computer";
}

/**
 * Registers the inbox's service worker (push and notification taps only; see
 * service-worker.ts). Registering again is a no-op while the script is unchanged.
 */
export async function registerInboxWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: "none" });
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key arrives base64url-encoded; subscribe() wants its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function rememberedDeviceId(): number | null {
  try {
    const stored = Number(localStorage.getItem(THIS_DEVICE_KEY) ?? NaN);
    return Number.isSafeInteger(stored) ? stored : null;
  } catch {
    return null;
  }
}

function rememberDeviceId(id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(THIS_DEVICE_KEY);
    else localStorage.setItem(THIS_DEVICE_KEY, String(id));
  } catch {
    // Private browsing without storage: the device works, it is only not marked as "this device".
  }
}

/**
 * This device's notification state against the device list the caller loaded,
 * and the actions on it. `answer` undefined = the list is still loading.
 */
export function useThisDevice(answer: PushDevices | undefined, onAdded: (device: PushDevice) => void) {
  const publicKey = answer?.vapid_public_key ?? null;
  // What the browser holds, checked after each new device list (the last result stays while the next check runs).
  const [probe, setProbe] = useState<{ deviceId: number | null } | null>(null);
  // A tap under way or failed; null otherwise.
  const [action, setAction] = useState<Extract<ThisDeviceState, { kind: "working" | "failed" }> | null>(null);
  const [recheck, setRecheck] = useState(0);
  // What this browser can do is known only in the browser, and only after the first render: the
  // Worker draws the page, and the app's first render must match what it drew ("checking").
  const mounted = useAfterFirstRender();
  const support = mounted ? pushSupport() : "supported";

  useEffect(() => {
    if (support !== "supported" || !answer?.vapid_public_key) return;
    let live = true;
    // Registered on every visit, so a changed worker script is picked up and Chrome can offer to install the app.
    registerInboxWorker()
      .then(() => currentSubscription())
      .then(
        (subscription) => {
          const id = rememberedDeviceId();
          const known = id !== null && answer.subscriptions.some((device) => device.id === id);
          if (live) setProbe({ deviceId: subscription && known && Notification.permission === "granted" ? id : null });
        },
        () => live && setProbe({ deviceId: null }),
      );
    return () => {
      live = false;
    };
  }, [answer, support, recheck]);

  let state: ThisDeviceState;
  if (!mounted) state = { kind: "checking" };
  else if (support !== "supported") state = { kind: "unsupported", why: support };
  else if (Notification.permission === "denied") state = { kind: "denied" };
  else if (!answer) state = { kind: "checking" };
  else if (!publicKey) state = { kind: "not-set-up" };
  else if (action) state = action;
  else if (!probe) state = { kind: "checking" };
  else state = probe.deviceId === null ? { kind: "off" } : { kind: "on", deviceId: probe.deviceId };

  /** Must run straight from a tap: iOS shows the permission question only in answer to one. */
  const turnOn = useCallback(
    async (hours?: PushHours) => {
      if (!publicKey) return;
      setAction({ kind: "working" });
      try {
        // Asked first, before anything else is awaited, while the tap still counts as the owner's gesture.
        const permission = await Notification.requestPermission();
        if (permission !== "granted") {
          // "denied" shows how to undo it (read from Notification.permission); a dismissed question leaves the button.
          setAction(null);
          return;
        }
        const registration = await registerInboxWorker();
        await navigator.serviceWorker.ready;
        // A subscription the browser already holds (the device was removed from the list, say) is sent again as it is.
        const subscription =
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
        const { subscription: device } = await api.addPushDevice(subscription.toJSON(), {
          label: defaultDeviceLabel(navigator.userAgent, navigator.maxTouchPoints),
          ...(hours ? { hours } : {}),
        });
        rememberDeviceId(device.id);
        setProbe({ deviceId: device.id });
        setAction(null);
        onAdded(device);
      } catch (error) {
        setAction({ kind: "failed", message: error instanceof DOMException ? `This browser refused: ${error.message}` : messageOf(error) });
      }
    },
    [onAdded, publicKey],
  );

/** After this device was removed from the list: the browser drops its subscription too, so nothing is left behind. */
  const forgetThisDevice = useCallback(async () => {
    rememberDeviceId(null);
    await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
    setProbe({ deviceId: null });
    setRecheck((n) => n + 1);
  }, []);

  return { state, turnOn, forgetThisDevice, thisDeviceId: state.kind === "on" ? state.deviceId : null };
}

/** How to undo a "Don't allow", where the owner will look for it. */
export function deniedHelp(): string {
  const ua = navigator.userAgent;
  if (isAppleMobile()) return "On the iPhone: Settings → Notifications → Inbox → turn on Allow Notifications. Then come back here and tap again.";
  if (/Android/.test(ua))
    return "On Android: touch and hold the Inbox icon → App info → Notifications → allow them (in a Chrome tab: tap the icon left of the address → Permissions → Notifications). Then reload.";
  return "Click the icon left of the address bar → Notifications → Allow, then reload this page.";
}
