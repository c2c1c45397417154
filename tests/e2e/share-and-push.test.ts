import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '#domain/i18n/catalogs/en';
import { pushSubscriptions, users } from '#server/db/schema/index';
import { generateDemoImage } from '#server/images/demo-image';
import { i18nFor } from '#server/services/platform/i18n';
import { ANSWER, PASSWORD, useAccountsApp } from './support/accounts';
import {
  controlledByWorker,
  hasChromium,
  seriousA11yViolations,
  waitForHydration,
} from './support/browser';

// Decision 065: pictures shared from the phone's share sheet open the pin builder (a visitor logs
// in first and keeps them), and push is turned on per device in Settings → Notifications.

const SHOTS = path.resolve('tmp/screenshots/share-push');

/**
 * Posts a share the way the share sheet makes the browser do it: a navigation that POSTs
 * multipart to the manifest's share_target action, with the pictures in `media`.
 */
async function shareFromPhone(page: Page, files: Buffer[], fields: Record<string, string>) {
  await page.evaluate(
    async ({ pictures, fields }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/share-target/';
      form.enctype = 'multipart/form-data';
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'media';
      input.multiple = true;
      const list = new DataTransfer();
      pictures.forEach((b64, i) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        list.items.add(new File([bytes], `shared-${i}.jpg`, { type: 'image/jpeg' }));
      });
      input.files = list.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { pictures: files.map((f) => f.toString('base64')), fields },
  );
}

/** What the service worker keeps of shares on this device (IndexedDB). */
function keptOnDevice(page: Page): Promise<{ kept: number; uploaded: number }> {
  return page.evaluate(async () => {
    // opening a database that is not there would make it, empty, under the worker's version
    const made = (await indexedDB.databases()).some((d) => d.name === 'tessera-shares');
    if (!made) return { kept: 0, uploaded: 0 };
    return new Promise<{ kept: number; uploaded: number }>((resolve, reject) => {
      const open = indexedDB.open('tessera-shares');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction(['kept', 'uploaded']);
        const kept = tx.objectStore('kept').count();
        const uploaded = tx.objectStore('uploaded').count();
        tx.oncomplete = () => {
          db.close();
          resolve({ kept: kept.result, uploaded: uploaded.result });
        };
      };
    });
  });
}

async function shots(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: path.join(SHOTS, `${name}-${width}-${scheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Headless Chromium here gets no subscription from a push service (without this the switch
 * stayed off with the failure notice), so the browser's subscription is played here: the page's code, the permission,
 * the worker's registration and Tessera's API are real. Delivery itself is checked against a
 * test push service in tests/integration/push.test.ts. The subscription is kept in localStorage
 * so a reload finds it, as a browser would.
 */
function playPushService() {
  const KEY = 'test-push-subscription';
  const made = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({
      endpoint,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  const proto = PushManager.prototype as unknown as Record<string, unknown>;
  proto.getSubscription = async () => {
    const endpoint = localStorage.getItem(KEY);
    return endpoint ? made(endpoint) : null;
  };
  proto.subscribe = async (options: { applicationServerKey?: string }) => {
    if (!options?.applicationServerKey) throw new Error('no applicationServerKey');
    const endpoint = `https://push.example.test/send/${Math.random().toString(36).slice(2)}`;
    localStorage.setItem(KEY, endpoint);
    return made(endpoint);
  };
}

describe.skipIf(!hasChromium())('sharing from the phone and push (Chromium)', () => {
  // the desktop browser: the headless shell has no push service (decision 073)
  const h = useAccountsApp({ browser: 'full' });

  it('three shared pictures open the builder after logging in, with the shared link', async () => {
    await mkdir(SHOTS, { recursive: true });
    const me = await h.makeAccount('Ada');
    const pictures = await Promise.all(
      [21, 22, 23].map((seed) =>
        generateDemoImage(seed, { width: 600, height: 800, motif: 'food' }),
      ),
    );
    // a visitor: the share is kept through the login
    const { page, errors } = await h.open('/about/');
    await shareFromPhone(page, pictures, {
      title: 'Tart recipes',
      text: 'Three tarts https://example.com/tarts',
    });
    await page.waitForURL('**/pin-builder/?shared=1**');
    const dialog = page.getByRole('dialog', { name: 'Log in to create a Pin or board' });
    await expect.poll(() => dialog.count(), ANSWER).toBe(1);
    expect(await page.getByText(en['builder.shareLogin']).count()).toBe(1);
    await dialog.getByLabel('Email or username').fill(me.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

    await page.getByRole('heading', { name: 'Create Pin' }).waitFor(ANSWER);
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count(), ANSWER).toBe(3);
    const links = page.getByLabel('Destination link');
    expect(await links.first().inputValue()).toBe('https://example.com/tarts');
    expect(await page.getByLabel('Title').first().inputValue()).toBe('Tart recipes');
    // the pictures are the stored uploads
    await expect
      .poll(() =>
        page
          .locator('img[src^="/img/474x/"]')
          .evaluateAll(
            (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length,
          ),
      )
      .toBe(3);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shots(page, 'builder-shared');
    expect(errors).toEqual([]);

    // eleven pictures: told, nothing stored
    const many = Array.from({ length: 11 }, () => pictures[0] as Buffer);
    await page.goto(`${h.base}/about/`);
    await shareFromPhone(page, many, {});
    await page.getByText(i18nFor('en')._('pwa.share.tooMany', { max: 10 })).waitFor(ANSWER);
    await shots(page, 'share-too-many');
    await page.close();
  });

  // issue 38: offline, the worker keeps the share on the phone; online again, the next page
  // uploads it once, says so, and opens the builder with the pictures
  it('pictures shared offline are kept, uploaded once back online, and open the builder', async () => {
    await mkdir(SHOTS, { recursive: true });
    const me = await h.makeAccount('Kit');
    await h.signInAs(me.grant);
    const pictures = await Promise.all(
      [31, 32, 33].map((seed) =>
        generateDemoImage(seed, { width: 600, height: 800, motif: 'food' }),
      ),
    );
    const { page, errors } = await h.open('/about/');
    await controlledByWorker(page);
    const context = h.browser.context;
    await context.setOffline(true);
    try {
      await shareFromPhone(page, pictures, { title: 'Offline tarts' });
      await page.getByRole('heading', { name: en['pwa.kept.title'] }).waitFor(ANSWER);
      await page.getByText('Your 3 pictures are kept on this device.', { exact: false }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shots(page, 'share-kept-offline');
      expect(await keptOnDevice(page)).toEqual({ kept: 1, uploaded: 0 });
    } finally {
      await context.setOffline(false);
    }

    // online: the next page asks the worker to upload; asked three more times at once, the
    // share still goes once and is told once
    await page.goto(`${h.base}/about/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      for (let i = 0; i < 3; i += 1) {
        navigator.serviceWorker.controller?.postMessage({ type: 'SEND_KEPT_SHARES' });
      }
    });
    const told = page
      .getByRole('status')
      .getByText(i18nFor('en')._('share.keptUploaded', { count: 3 }));
    await told.waitFor(ANSWER);
    expect(await keptOnDevice(page)).toEqual({ kept: 0, uploaded: 1 });
    await page.waitForTimeout(1000);
    expect(await told.count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'share-uploaded-toast-1280-light.png') });
    await page.getByRole('button', { name: en['share.makePins'] }).click();
    await page.waitForURL('**/pin-builder/?shared=1**');
    await page.getByRole('heading', { name: 'Create Pin' }).waitFor(ANSWER);
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count(), ANSWER).toBe(3);
    expect(await page.getByLabel('Title').first().inputValue()).toBe('Offline tarts');

    // opened: nothing is left on the device, and no later page tells it again
    await expect.poll(() => keptOnDevice(page), ANSWER).toEqual({ kept: 0, uploaded: 0 });
    await page.goto(`${h.base}/about/`);
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    expect(await page.getByText(i18nFor('en')._('share.keptUploaded', { count: 3 })).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('push is turned on for this device in settings, and off again', async () => {
    const me = await h.makeAccount('Ben');
    await h.signInAs(me.grant);
    await h.browser.context.grantPermissions(['notifications'], { origin: h.base });
    await h.browser.context.addInitScript(playPushService);
    const { page, errors } = await h.open('/settings/notifications/');
    const device = page.getByRole('switch', { name: en['settings.push.label'] });
    await expect.poll(() => device.isEnabled(), ANSWER).toBe(true);
    expect(await device.isChecked()).toBe(false);
    const followers = page.getByRole('group', { name: 'New followers' });
    expect(
      await followers.getByRole('switch', { name: en['settings.notifications.push'] }).isChecked(),
    ).toBe(true);
    await device.click();
    await expect.poll(() => device.isChecked(), ANSWER).toBe(true);
    expect(await page.getByText(en['settings.push.on']).count()).toBe(1);

    const [user] = await h.t.tessera.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, me.username));
    const rows = () =>
      h.t.tessera.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, Number(user?.id)));
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]?.endpoint).toMatch(/^https:\/\//);

    // the switch reads the device's state back on a new visit
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => device.isChecked(), ANSWER).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shots(page, 'settings-push-on');

    await device.click();
    await expect.poll(() => device.isChecked(), ANSWER).toBe(false);
    expect(await rows()).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a push delivered to this device's service worker shows its notification, which leads to its page", async () => {
    await h.browser.context.grantPermissions(['notifications'], { origin: h.base });
    const { page, errors } = await h.open('/');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    // Chromium's own push delivery (DevTools' "Push" button): the worker's real push handler
    // runs, as it would for a message from a push service
    const cdp = await page.context().newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(`${h.base}/`) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    const message = {
      title: 'Ada saved your Pin',
      body: 'Autumn soup, to Dinners',
      url: `${h.base}/notifications/`,
      tag: 'save-42',
    };
    const deliver = (data: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: h.base, registrationId, data });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data,
        })),
      );
    /**
     * Delivers a push until its notification shows. DevTools' delivery starts the worker and
     * drops the message when that start times out (seen once on a loaded machine); a push with
     * the same tag replaces its notification, so delivering it again shows one, not two.
     */
    const deliverUntilShown = async (data: string, body: string) => {
      await deliver(data);
      for (let tries = 0; tries < 3; tries++) {
        const seen = await expect
          .poll(async () => (await shown()).map((n) => n.body), { timeout: 5_000 })
          .toEqual([body])
          .then(
            () => true,
            () => false,
          );
        if (seen) return;
        await deliver(data);
      }
    };
    await deliverUntilShown(JSON.stringify(message), message.body);
    expect(await shown()).toEqual([
      {
        title: message.title,
        body: message.body,
        tag: message.tag,
        // the click handler opens this path on this site (notifications.test.ts)
        data: { url: '/notifications/' },
      },
    ]);
    // the same tag again replaces it; a push that is not ours shows nothing
    await deliverUntilShown(
      JSON.stringify({ ...message, body: 'Autumn soup, to Soups' }),
      'Autumn soup, to Soups',
    );
    await deliver('not json');
    await expect
      .poll(async () => (await shown()).map((n) => n.body), ANSWER)
      .toEqual(['Autumn soup, to Soups']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
