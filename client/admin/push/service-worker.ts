/**
 * The inbox's service worker, served at /admin/sw.js with scope /admin/. It
 * does exactly two things: shows the notification a push carries, and opens
 * the lead when the owner taps it.
 *
 * It must NEVER get a `fetch` handler and never cache anything. The inbox sits
 * behind a sign-in (Cloudflare Access); a service worker that answered page
 * loads or API calls from a cache could keep serving a stale page after the
 * sign-in expires or the app changes, and the owner would be locked out with
 * no way to clear it from the phone. Without a fetch handler the browser goes
 * to the network for everything, exactly as if there were no worker.
 *
 * Built by scripts/build.ts into one classic script (no imports). The DOM
 * library the inbox is type-checked with has no service-worker types, so the
 * few members used here are declared below.
 */

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown; text(): string } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: Notification;
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
interface ServiceWorkerScopeLike {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
}

const worker = self as unknown as ServiceWorkerScopeLike;

/** Where every tap lands unless the push named a lead. */
const INBOX_PATH = "/admin/";
const ICON = "/admin/icons/inbox-192.png";

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

function readMessage(event: PushEventLike): PushMessage {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = null;
  }
  const record = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : "");
  return {
    // A push whose body cannot be read still says something came in: a silent push is never an option.
    title: text("title") || "New in your inbox",
    body: text("body") || "Open the inbox to see it.",
    url: inboxUrl(text("url")),
    tag: text("tag") || undefined,
  };
}

/** Only an address inside the inbox is opened; anything else falls back to the inbox itself. */
function inboxUrl(candidate: string): string {
  try {
    const url = new URL(candidate || INBOX_PATH, worker.location.origin);
    if (url.origin === worker.location.origin && url.pathname.startsWith(INBOX_PATH)) return url.href;
  } catch {
    // fall through
  }
  return new URL(INBOX_PATH, worker.location.origin).href;
}

// A new version takes over at once: there is no cache whose pages it would have to keep consistent.
worker.addEventListener("install", () => void worker.skipWaiting());
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener("push", (event) => {
  const message = readMessage(event);
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      // No `badge`: Android draws it as a one-colour mask, and the full-colour icon would show as a blank square.
      icon: ICON,
      // The same lead announced twice (a reminder) replaces its earlier notification instead of stacking.
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = inboxUrl(typeof data?.url === "string" ? data.url : "");
  event.waitUntil(openInbox(target));
});

/** Brings an open inbox window forward on the lead, or opens one. */
async function openInbox(target: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const inbox = windows.find((client) => new URL(client.url).pathname.startsWith(INBOX_PATH));
  if (inbox) {
    const focused = await inbox.focus();
    // navigate() is refused for a window this worker does not control yet; open a fresh one then.
    const navigated = await focused.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await worker.clients.openWindow(target);
}

export {};
