import { type PushMessage, readPushMessage, samePath } from '#domain/messages/push';

// Decision 065: what the worker does with a push and with a click on what it showed, apart from
// the worker's events so that it is tested on its own (notifications.test.ts).

export interface WindowClient {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}

export interface Clients {
  matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
}

interface Shows {
  showNotification(title: string, options: NotificationOptions): Promise<void>;
}

/**
 * Shows a notification that opens `message.url` when clicked: one per tag, so one sent again
 * replaces the one shown instead of adding another.
 */
export function showNotification(registration: Shows, message: PushMessage): Promise<void> {
  return registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/app-icon/192.png',
    badge: '/app-icon/192.png',
    data: { url: message.url },
  });
}

/** A push's data shown, read as untrusted (`readPushMessage`); anything else shows nothing. */
export function showPush(registration: Shows, json: () => unknown): Promise<void> | null {
  let data: unknown = null;
  try {
    data = json();
  } catch {
    // not JSON: not one of ours
  }
  const message = readPushMessage(data);
  return message ? showNotification(registration, message) : null;
}

/** The page a shown notification leads to: its path on this site, else the notifications. */
export function notificationPath(data: unknown): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  return typeof url === 'string' && url ? samePath(url) : '/notifications/';
}

/**
 * A click opens the page: a tab of ours already on it is focused; else the focused tab of ours,
 * else any, is focused and taken there; with none, a window opens on it.
 */
export async function openFromNotification(
  clients: Clients,
  origin: string,
  path: string,
): Promise<void> {
  const target = new URL(path, origin).href;
  const tabs = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = tabs.filter((t) => new URL(t.url).origin === origin);
  const tab = ours.find((t) => t.url === target) ?? ours.find((t) => t.focused) ?? ours[0];
  if (tab) {
    const focused = await tab.focus();
    if (focused.url !== target) await focused.navigate(target);
    return;
  }
  await clients.openWindow(target);
}
