// Decision 062: registered after the page has loaded and hydrated, from its own chunk, so the
// first JS of a page does not grow. An update waits for the page's next navigation: then the
// new worker takes over and the page it navigated to is loaded again from the new version,
// never in the middle of what a person is doing on a page.
import { KEPT_SHARE_MESSAGE, readUploadedShares } from '#domain/pwa/offline-shares';
import { PAGE_LANGUAGE_MESSAGE } from '#domain/pwa/sw-texts';
import type { Translate } from '../ui/i18n';
import { showToastOutsideReact } from '../ui/Toast';
import { pageI18n } from './page-i18n';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const reg = await container.register('/sw.js', { scope: '/' });
  const hadController = Boolean(container.controller);
  const i18n = await pageI18n();
  keptShares(container, (id, values) => i18n._(id, values));
  // decision 065: the pages the worker writes itself (offline, a kept share) follow this one's
  void container.ready.then((ready) =>
    ready.active?.postMessage({
      type: PAGE_LANGUAGE_MESSAGE,
      lang: document.documentElement.lang || 'en',
    }),
  );
  let reloadOnNavigation = false;
  let lastCheck = Date.now();

  container.addEventListener('controllerchange', () => {
    // the first worker taking a fresh page changes nothing on it; an update does
    if (hadController) reloadOnNavigation = true;
  });

  // the root layout names each page shown in data-shown (app/root.tsx): a navigation
  new MutationObserver(() => {
    if (reloadOnNavigation) {
      window.location.reload();
      return;
    }
    if (reg.waiting && container.controller) {
      reloadOnNavigation = true;
      container.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      reg.waiting.postMessage({ type: 'SKIP_WAITING' });
      return;
    }
    if (Date.now() - lastCheck > UPDATE_CHECK_MS) {
      lastCheck = Date.now();
      void reg.update().catch(() => undefined);
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-shown'] });
}

/** How long the toast of an uploaded share stays, from when it shows. */
const UPLOADED_TOAST_MS = 10_000;

/**
 * Issue 38: shares the phone kept while offline. Each page load, and the browser coming back
 * online, asks the worker to upload what it keeps; each uploaded share is told in a toast whose
 * action opens the builder with its pictures (shown again on later pages until it is opened),
 * and a share the server refused is told once, in the page's language.
 */
function keptShares(container: ServiceWorkerContainer, t: Translate): void {
  // each share is told once per page, however many answers name it
  const told = new Set<string>();
  container.addEventListener('message', (event) => {
    for (const share of readUploadedShares(event.data)) {
      if (told.has(share.id)) continue;
      told.add(share.id);
      const done = () =>
        container.controller?.postMessage({ type: KEPT_SHARE_MESSAGE.opened, id: share.id });
      if (share.builderPath === null) {
        const problem = share.problem ?? '';
        showToastOutsideReact({ text: t('share.keptRefused', { problem }), tone: 'error' });
        done();
        continue;
      }
      const builder = share.builderPath;
      showToastOutsideReact({
        text: t('share.keptUploaded', { count: share.pictures }),
        duration: UPLOADED_TOAST_MS,
        action: {
          label: t('share.makePins'),
          onClick: () => {
            done();
            window.location.assign(builder);
          },
        },
      });
    }
  });
  const send = () => container.controller?.postMessage({ type: KEPT_SHARE_MESSAGE.send });
  send();
  window.addEventListener('online', send);
}

// importing this module registers the worker (the caller's chunk stays as small as can be)
void registerServiceWorker().catch(() => undefined);
