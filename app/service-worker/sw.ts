import {
  OFFLINE_CODE_MAX,
  OFFLINE_IMAGES_MAX,
  OFFLINE_PAGES_MAX,
  type OfflineEntry,
  type OfflineKind,
  offlineKindOf,
  offlinePageHtml,
  titleOfHtml,
} from '#domain/pwa/offline';
import {
  byCount,
  KEPT_SHARE_MESSAGE,
  KEPT_SHARE_TAG,
  KEPT_SHARES_SYNC,
  keptSharePageHtml,
  notKeptPageHtml,
  type UploadedShare,
} from '#domain/pwa/offline-shares';
import { SHARE_TARGET_PATH, shareProblemPageHtml } from '#domain/pwa/share-target';
import { PAGE_LANGUAGE_MESSAGE } from '#domain/pwa/sw-texts';
import { forgetShare, keepShare, sendKeptShares } from './kept-shares';
import {
  type Clients,
  notificationPath,
  openFromNotification,
  showNotification,
  showPush,
} from './notifications';
import { keptTexts, learnTexts } from './texts';

// Decision 062: Tessera's service worker, built by scripts/build-sw.mjs after the page build,
// which fills in the shell's hashed files and the version made from them.
declare const __SHELL_FILES__: string[];
declare const __SW_VERSION__: string;

// The worker's own types: the project's lib is the DOM's, which has no worker scope.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
/** The static routing API (Chromium): requests a route matches never reach the worker. */
interface InstallEvent extends ExtendableEvent {
  addRoutes?(
    routes: { condition: { requestMethod: string; requestMode: string }; source: 'network' }[],
  ): Promise<void>;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: unknown): void } | null;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  skipWaiting(): Promise<void>;
  clients: Clients & { claim(): Promise<void> };
  addEventListener(type: 'push', fn: (e: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', fn: (e: NotificationEvent) => void): void;
  addEventListener(type: 'install', fn: (e: InstallEvent) => void): void;
  addEventListener(type: 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'sync', fn: (e: SyncEvent) => void): void;
}
const sw = globalThis as unknown as WorkerScope;

const SHELL = `tessera-shell-${__SW_VERSION__}`;
const CODE = 'tessera-code';
const PAGES = 'tessera-pages';
const IMAGES = 'tessera-images';
const KIND_HEADER = 'x-tessera-offline-kind';
const TITLE_HEADER = 'x-tessera-offline-title';

/**
 * The worker answers GETs and one navigation that posts, a share from the phone (kept when
 * offline): every other request goes straight to the network.
 */
const PASSED_BY = ['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((requestMethod) =>
  ['cors', 'no-cors', 'same-origin'].map((requestMode) => ({
    condition: { requestMethod, requestMode },
    source: 'network' as const,
  })),
);

sw.addEventListener('install', (event) => {
  // no skipWaiting here: an update waits until the page's next navigation asks for it
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(__SHELL_FILES__)));
  // the texts of the installing page's language; a page in another one says so (message)
  event.waitUntil(learnTexts(null).catch(() => undefined));
  // A batch of events sent with keepalive as a page goes away was lost now and then when it
  // had to wait for this worker's fetch event (Chromium drops it with the page); routed past
  // the worker, it leaves at once. Where the API is missing the fetch handler lets them by.
  if (event.addRoutes) event.waitUntil(event.addRoutes(PASSED_BY).catch(() => undefined));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith('tessera-shell-') && n !== SHELL)
          .map((n) => caches.delete(n)),
      );
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; id?: unknown; lang?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void sw.skipWaiting();
  const lang = data?.type === PAGE_LANGUAGE_MESSAGE ? data.lang : null;
  if (typeof lang === 'string' && lang) {
    // a page was shown in its language: the worker's own pages follow it
    event.waitUntil(
      keptTexts()
        .then((kept) => (kept?.lang === lang ? undefined : learnTexts(lang)))
        .catch(() => undefined),
    );
  }
  if (data?.type === KEPT_SHARE_MESSAGE.send) {
    // a page loaded or came online: what is kept goes now, and the page is told what waits
    event.waitUntil(
      sendKept()
        .then(({ uploaded }) =>
          event.source?.postMessage({ type: KEPT_SHARE_MESSAGE.ready, shares: uploaded }),
        )
        .catch(() => undefined),
    );
  }
  if (data?.type === KEPT_SHARE_MESSAGE.opened && typeof data.id === 'string') {
    event.waitUntil(forgetShare(data.id).catch(() => undefined));
  }
});

/** Drops the oldest entries past `max` (a cache lists its entries oldest first). */
async function trim(cacheName: string, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

/** Keeps a page (with its title and kind for the offline page) or its data. */
async function keepPage(req: Request, res: Response, kind: OfflineKind): Promise<void> {
  const cache = await caches.open(PAGES);
  const isHtml = (res.headers.get('content-type') ?? '').startsWith('text/html');
  if (!isHtml) {
    await cache.put(req, res);
  } else {
    const body = await res.text();
    const headers = new Headers(res.headers);
    headers.set(KIND_HEADER, kind);
    headers.set(TITLE_HEADER, encodeURIComponent(titleOfHtml(body)));
    await cache.delete(req.url, { ignoreVary: true });
    await cache.put(req.url, new Response(body, { status: res.status, headers }));
  }
  await trim(PAGES, OFFLINE_PAGES_MAX * 2);
}

async function keptEntries(): Promise<OfflineEntry[]> {
  const cache = await caches.open(PAGES);
  const out: OfflineEntry[] = [];
  for (const req of [...(await cache.keys())].reverse()) {
    const res = await cache.match(req, { ignoreVary: true });
    const kind = res?.headers.get(KIND_HEADER);
    if (kind !== 'pin' && kind !== 'board') continue;
    const url = new URL(req.url);
    out.push({
      url: url.pathname + url.search,
      title: decodeURIComponent(res?.headers.get(TITLE_HEADER) ?? ''),
      kind,
    });
  }
  return out;
}

/** Uploads what is kept (kept-shares.ts); a refusal without the server's words gets the worker's. */
async function sendKept() {
  return sendKeptShares((await keptTexts())?.share.malformed ?? '');
}

/** The offline page, or null without texts to say it in (then the browser's own shows). */
async function offlinePage(): Promise<Response | null> {
  const t = await keptTexts();
  if (!t) return null;
  return new Response(offlinePageHtml(await keptEntries(), t.offline), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Pages and their data: the network first; kept pins and boards when it fails. */
async function networkFirst(
  event: FetchEvent,
  kind: OfflineKind | null,
  navigate: boolean,
): Promise<Response> {
  const req = event.request;
  try {
    const res = await fetch(req);
    if (kind && res.status === 200 && !res.redirected) {
      event.waitUntil(keepPage(req, res.clone(), kind).catch(() => undefined));
    }
    return res;
  } catch (err) {
    const kept = kind ? await caches.match(req.url, { cacheName: PAGES, ignoreVary: true }) : null;
    if (kept) return kept;
    const offline = navigate ? await offlinePage() : null;
    if (offline) return offline;
    throw err;
  }
}

/** Hashed page code never changes: whatever is kept is right. */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  const kept = await caches.match(event.request);
  if (kept) return kept;
  const res = await fetch(event.request);
  if (res.ok) {
    const copy = res.clone();
    event.waitUntil(
      caches
        .open(CODE)
        .then((c) => c.put(event.request, copy))
        .then(() => trim(CODE, OFFLINE_CODE_MAX)),
    );
  }
  return res;
}

/** Pictures: the kept one at once, refreshed behind it; the cache holds a bounded number. */
async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(IMAGES);
  const kept = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (res) => {
    if (res.ok) {
      await cache.put(event.request, res.clone());
      await trim(IMAGES, OFFLINE_IMAGES_MAX);
    }
    return res;
  });
  if (kept) {
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  return fresh;
}

/** A share from the phone: to the server as it is, kept on the device when offline. */
async function shareOrKeep(event: FetchEvent): Promise<Response> {
  const copy = event.request.clone();
  try {
    return await fetch(event.request);
  } catch {
    const { result, pictures } = await keepShare(await copy.formData());
    if (result === 'kept') {
      const sync = sw.registration.sync;
      if (sync) event.waitUntil(sync.register(KEPT_SHARES_SYNC).catch(() => undefined));
    }
    const t = await keptTexts();
    // without texts (storage cleared under the worker) the browser says it is offline
    if (!t) return Response.error();
    const html =
      result === 'kept'
        ? keptSharePageHtml(pictures, t.kept)
        : result === 'too_many'
          ? shareProblemPageHtml(t.share.tooMany, t.share)
          : notKeptPageHtml(result, t.kept);
    return new Response(html, {
      status: result === 'kept' ? 202 : result === 'too_many' ? 413 : 507,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

/**
 * Uploaded in the background (sync): the open pages are told; with none open, a notification
 * says so where the person allowed them, and its click opens the builder.
 */
async function uploadKept(): Promise<void> {
  const { uploaded, fresh, left } = await sendKept();
  const t = await keptTexts();
  const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: false });
  for (const tab of tabs) {
    tab.postMessage({ type: KEPT_SHARE_MESSAGE.ready, shares: uploaded });
  }
  if (t && tabs.length === 0 && Notification.permission === 'granted') {
    await Promise.all(
      fresh
        .filter((s): s is UploadedShare & { builderPath: string } => s.builderPath !== null)
        .map((s) =>
          showNotification(sw.registration, {
            title: byCount(t.uploaded, s.pictures),
            body: '',
            tag: `${KEPT_SHARE_TAG}${s.id}`,
            url: s.builderPath,
          }),
        ),
    );
  }
  // the browser tries a failed sync again later
  if (left > 0) throw new Error(`${left} kept shares wait for the network`);
}

sw.addEventListener('sync', (event) => {
  if (event.tag === KEPT_SHARES_SYNC) event.waitUntil(uploadKept());
});

sw.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (url.origin !== location.origin) return;
  if (req.method === 'POST' && req.mode === 'navigate' && url.pathname === SHARE_TARGET_PATH) {
    event.respondWith(shareOrKeep(event));
    return;
  }
  if (url.pathname === '/logout') {
    // what one person saw is not left for the next on a shared device
    event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (req.method !== 'GET') return;
  if (req.mode === 'navigate') {
    event.respondWith(networkFirst(event, offlineKindOf(url.pathname), true));
  } else if (url.pathname.endsWith('.data')) {
    event.respondWith(networkFirst(event, offlineKindOf(url.pathname), false));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event));
  } else if (url.pathname.startsWith('/img/')) {
    event.respondWith(staleWhileRevalidate(event));
  }
});

// Decision 065: a push shows as a notification (one per Tessera notification, its tag); a click
// opens its page in a tab of ours (notifications.ts)
sw.addEventListener('push', (event) => {
  const shown = showPush(sw.registration, () => event.data?.json() ?? null);
  if (shown) event.waitUntil(shown);
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = notificationPath(event.notification.data);
  event.waitUntil(openFromNotification(sw.clients, location.origin, path));
  // an uploaded share's notification opens its builder: the share is done
  const tag = event.notification.tag;
  if (tag.startsWith(KEPT_SHARE_TAG)) {
    event.waitUntil(forgetShare(tag.slice(KEPT_SHARE_TAG.length)).catch(() => undefined));
  }
});
