/**
 * Notifications on the device the inbox is open on: can this browser get them,
 * has the owner allowed them, is this device among the subscribed ones, and
 * turning them on. The browser keeps the push subscription; the Worker keeps
 * the list of devices (/api/admin/push/subscriptions). Which of those devices is
 * this one is remembered in localStorage, because the list shows only each
 * push service's host, never the secret endpoint.
 */
import { useCallback, useEffect, useState } from "react";
import { api, messageOf } from "../api/client.ts";
import type { PushDevice, PushHours } from "../api/types.ts";
import { defaultDeviceLabel } from "./device-label.ts";

export const SERVICE_WORKER_URL = "/admin/sw.js";
export const SERVICE_WORKER_SCOPE = "/admin/";
const THIS_DEVICE_KEY = "inbox.push.device-id";

export type PushSupport = "supported" | "home-screen-first" | "unsupported";

export type ThisDeviceState =
  | { kind: "checking" }
  | { kind: "unsupported"; why: Exclude<PushSupport, "supported"> }
  | { kind: "denied" }
  | { kind: "off" }
  | { kind: "working" }
  | { kind: "on"; deviceId: string }
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

function rememberedDeviceId(): string | null {
  try {
    return localStorage.getItem(THIS_DEVICE_KEY);
  } catch {
    return null;
  }
}

function rememberDeviceId(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(THIS_DEVICE_KEY);
    else localStorage.setItem(THIS_DEVICE_KEY, id);
  } catch {
    // Private browsing without storage: the device works, it is only not marked as "this device".
  }
}

/**
 * This device's notification state against the device list the caller loaded,
 * and the actions on it. `devices` undefined = the list is still loading.
 */
export function useThisDevice(devices: PushDevice[] | undefined, onAdded: (device: PushDevice) => void) {
  const [state, setState] = useState<ThisDeviceState>({ kind: "checking" });
  const [checked, setChecked] = useState(0);

  useEffect(() => {
    const support = pushSupport();
    if (support !== "supported") {
      setState({ kind: "unsupported", why: support });
      return;
    }
    if (Notification.permission === "denied") {
      setState({ kind: "denied" });
      return;
    }
    if (!devices) return;
    let live = true;
    // Registered on every visit, so a changed worker script is picked up and Chrome can offer to install the app.
    registerInboxWorker()
      .then(() => currentSubscription())
      .then(
        (subscription) => {
          if (!live) return;
          const id = rememberedDeviceId();
          const known = id !== null && devices.some((device) => device.id === id);
          setState(subscription && known && Notification.permission === "granted" ? { kind: "on", deviceId: id } : { kind: "off" });
        },
        () => live && setState({ kind: "off" }),
      );
    return () => {
      live = false;
    };
  }, [devices, checked]);

  /** Must run straight from a tap: iOS shows the permission question only in answer to one. */
  const turnOn = useCallback(
    async (publicKey: string, hours?: PushHours) => {
      setState({ kind: "working" });
      try {
        // Asked first, before anything else is awaited, while the tap still counts as the owner's gesture.
        const permission = await Notification.requestPermission();
        if (permission !== "granted") {
          setState(permission === "denied" ? { kind: "denied" } : { kind: "off" });
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
        setState({ kind: "on", deviceId: device.id });
        onAdded(device);
      } catch (error) {
        setState({ kind: "failed", message: error instanceof DOMException ? `This browser refused: ${error.message}` : messageOf(error) });
      }
    },
    [onAdded],
  );

  /** After this device was removed from the list: the browser drops its subscription too, so nothing is left behind. */
  const forgetThisDevice = useCallback(async () => {
    rememberDeviceId(null);
    await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
    setChecked((n) => n + 1);
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
