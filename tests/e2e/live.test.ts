import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin } from '../support/factory';
import {
  type Browser,
  freshIp,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  uniqueName,
  waitForHydration,
  waitForPage,
  watchErrors,
} from './support/browser';
import { signup } from './support/signup';

const SHOTS = path.resolve('tmp/screenshots/live');
const PASSWORD = 'lantern-orchard-meadow-73';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

// Issue 13 / decision 017: what A does reaches B's open page without a reload.
describe.skipIf(!hasChromium())('live updates and notifications (Chromium)', () => {
  let t: TestApp;
  let base: string;
  const browsers: Browser[] = [];
  const who = { a: { token: '', name: '', id: 0 }, b: { token: '', name: '', id: 0 } };
  let aPin = '';
  let bPin = '';
  let aBoardId = '';
  let aBoard2Id = '';

  async function person(firstName: string) {
    const username = uniqueName(`${firstName.toLowerCase()}_`);
    const grant = await signup(
      { ...t.tessera.systemCtx(), ip: freshIp() },
      { email: `${username}@example.com`, password: PASSWORD, username, firstName },
    );
    return { token: grant.token, name: username, id: grant.userId };
  }

  async function browserAs(
    token: string,
    opts: Parameters<typeof launchBrowser>[0] = {},
    userAgent = PERSON_UA,
  ) {
    const b = await launchBrowser(opts);
    browsers.push(b);
    await b.context.setExtraHTTPHeaders({ 'user-agent': userAgent });
    await b.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    return b;
  }

  async function open(b: Browser, p: string) {
    const page = await b.context.newPage();
    const watch = watchErrors(page);
    await page.goto(`${base}${p}`, { waitUntil: 'load' });
    await waitForHydration(page);
    return { page, errors: watch.errors };
  }

  /** A call of the resource API from a signed-in page, as its own controls make it. */
  async function call(page: Page, name: string, action: string, options: object) {
    return page.evaluate(
      async ([n, a, o]) => {
        const csrf =
          document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
        const res = await fetch(`/resource/${n}/${a}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({ options: o }),
        });
        return res.status;
      },
      [name, action, options] as const,
    );
  }

  const settled = (page: Page) => page.waitForTimeout(400);

  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await person('Ada');
    const b = await person('Ben');
    who.a = a;
    who.b = b;
    const ctx = t.tessera.systemCtx();
    await ctx.db.insert(userFollows).values({ followerId: b.id, followeeId: a.id });
    const aBoard = await makeBoard(ctx, a.id, { name: 'Lamps' });
    const bBoard = await makeBoard(ctx, b.id, { name: 'Chairs' });
    aBoardId = String(aBoard.id);
    aBoard2Id = String((await makeBoard(ctx, a.id, { name: 'Rugs' })).id);
    const sig = (await makeImage(ctx, 9, 400, 500)).signature;
    const sig2 = (await makeImage(ctx, 11, 400, 560)).signature;
    aPin = String(
      (await makePin(ctx, a.id, aBoard.id, { title: 'Brass lamp', imageSignature: sig })).id,
    );
    bPin = String(
      (await makePin(ctx, b.id, bBoard.id, { title: 'Green chair', imageSignature: sig2 })).id,
    );
    await mkdir(SHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    for (const b of browsers) await b.close();
    await t?.close();
  });

  it('a press on the bell as soon as the page says it is ready opens the panel, though the bell’s code came late', async () => {
    // React drops a click on a part it cannot hydrate yet for want of its code: the page is
    // marked ready only once the header's bell and inbox are hydrated
    const bb = await browserAs(who.b.token);
    const page = await bb.context.newPage();
    const watch = watchErrors(page);
    let delayed = 0;
    await page.route('**/assets/*.js', async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      if (body.includes('"notifications-badge"') || body.includes("'notifications-badge'")) {
        delayed += 1;
        await new Promise((r) => setTimeout(r, 2000));
      }
      await route.fulfill({ response: res, body });
    });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(delayed).toBe(1);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: /^Messages/ }).click();
    await page.getByRole('dialog', { name: 'Inbox' }).waitFor({ timeout: 5_000 });
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it('B’s open pages get A’s pin, A’s message and A’s save of B’s pin without a reload', async () => {
    // B's pages are open before anything happens
    const bb = await browserAs(who.b.token);
    const home = await open(bb, '/');
    await home.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await home.page.getByRole('button', { name: 'Messages', exact: true }).waitFor();

    // A sends a pin from the closeup's menu
    const ba = await browserAs(who.a.token);
    const a = await open(ba, `/pin/${aPin}/`);
    await a.page.getByRole('button', { name: 'More options' }).click();
    await a.page.getByRole('menuitem', { name: 'Send' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Send this pin' });
    await dialog.getByRole('textbox', { name: 'To' }).fill(who.b.name.slice(0, 6));
    await dialog.getByRole('button', { name: new RegExp(who.b.name) }).click();
    await dialog.getByRole('textbox', { name: 'Add a message (optional)' }).fill('For your desk');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await a.page.getByRole('status').filter({ hasText: 'Sent to Ben' }).waitFor();

    // the badge moves on B's page, and the inbox lists it
    const inbox = home.page.getByRole('button', { name: 'Messages, 1 unread' });
    await inbox.waitFor({ timeout: 10_000 });
    expect(await home.page.getByTestId('unread-badge').textContent()).toBe('1');
    await inbox.click();
    const panel = home.page.getByRole('dialog', { name: 'Inbox' });
    await panel.getByRole('link', { name: /Ada.*For your desk.*1 unread/ }).click();
    // the row opens the conversation in the panel (conversationView); the journey goes on to its page
    await panel.getByRole('link', { name: 'Open full page' }).click();
    await waitForPage(home.page, /\/conversation\/\d+\/$/);
    await home.page.getByRole('link', { name: 'Pin: Brass lamp' }).waitFor();
    await home.page.getByRole('button', { name: 'Messages', exact: true }).waitFor();

    // A writes again: the open conversation shows it, and reads it, with no reload
    const conversationId = /\/conversation\/(\d+)\//.exec(home.page.url())?.[1];
    expect(
      await call(a.page, 'ConversationMessagesResource', 'create', {
        conversation_id: conversationId,
        text: 'It would suit the lamp by the window',
      }),
    ).toBe(200);
    const log = home.page.getByRole('log', { name: 'Messages with Ada' });
    await log.getByText('It would suit the lamp by the window').waitFor({ timeout: 10_000 });
    await home.page.getByRole('button', { name: 'Messages', exact: true }).waitFor();
    await settled(home.page);
    expect(await seriousA11yViolations(home.page)).toEqual([]);
    await home.page.screenshot({ path: path.join(SHOTS, '1-live-conversation-1280.png') });

    // A saves B's pin: B's bell counts it and the panel says so
    expect(await call(a.page, 'RepinResource', 'create', { pin_id: bPin })).toBe(200);
    const bell = home.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    const notes = home.page.getByRole('dialog', { name: 'Notifications' });
    const saved = notes.getByRole('link', { name: /^Unread: Ada saved your Pin/ });
    await saved.waitFor();
    expect(await saved.getAttribute('href')).toBe(`/pin/${bPin}/`);
    // opening the panel saw the row: the bell's count goes, the row stays marked new meanwhile
    const plainBell = home.page.getByRole('button', { name: 'Notifications', exact: true });
    await plainBell.waitFor({ timeout: 10_000 });
    expect(await saved.count()).toBe(1);
    await settled(home.page);
    expect(await seriousA11yViolations(home.page)).toEqual([]);
    await home.page.screenshot({ path: path.join(SHOTS, '2-notifications-1280.png') });

    // keyboard: Escape closes it and gives focus back to the bell
    await home.page.keyboard.press('Escape');
    await notes.waitFor({ state: 'detached' });
    // Radix hands focus back a task after the panel unmounts
    await expect
      .poll(() =>
        home.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
      )
      .toMatch(/^Notifications/);
    // opened again, the row is read and nothing is left to mark
    await plainBell.click();
    await notes.getByRole('link', { name: /^Ada saved your Pin/ }).waitFor();
    expect(await notes.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    await home.page.keyboard.press('Escape');
    await notes.waitFor({ state: 'detached' });
    expect(home.errors).toEqual([]);

    // A has none: the empty state
    await a.page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const empty = a.page.getByRole('dialog', { name: 'Notifications' });
    await empty.getByText('No notifications yet').waitFor();
    await settled(a.page);
    await a.page.screenshot({ path: path.join(SHOTS, '3-notifications-empty-1280.png') });
    expect(a.errors).toEqual([]);

    // A invites B to a board: B's header counts the invite and the bell rings, with no reload;
    // B's answer takes both away again
    const invites = home.page.getByRole('link', { name: 'Invites, 1 waiting for your answer' });
    const invite = { board_id: aBoardId, username: who.b.name };
    expect(await call(a.page, 'BoardInviteResource', 'create', invite)).toBe(200);
    await invites.waitFor({ timeout: 10_000 });
    await home.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await home.page.screenshot({ path: path.join(SHOTS, '3b-invite-arrived-1280.png') });
    // on /invites/, a second invitation shows in the list and the header without a reload
    await invites.click();
    await waitForPage(home.page, /\/invites\/$/);
    const acceptLamps = home.page.getByRole('button', { name: 'Accept the invite to Lamps' });
    await acceptLamps.waitFor();
    const second = { board_id: aBoard2Id, username: who.b.name };
    expect(await call(a.page, 'BoardInviteResource', 'create', second)).toBe(200);
    await home.page
      .getByRole('button', { name: 'Decline the invite to Rugs' })
      .waitFor({ timeout: 10_000 });
    await home.page.getByRole('link', { name: 'Invites, 2 waiting for your answer' }).waitFor();
    await acceptLamps.click();
    await invites.waitFor({ timeout: 10_000 });
    await home.page.getByRole('button', { name: 'Decline the invite to Rugs' }).click();
    await invites.waitFor({ state: 'detached', timeout: 10_000 });
    await plainBell.waitFor();
    expect(home.errors).toEqual([]);

    // a phone (390 px), dark: the panel is a sheet, and the conversation fits
    const phone = await browserAs(
      who.b.token,
      { width: 390, height: 844, colorScheme: 'dark', isMobile: true, hasTouch: true },
      IPHONE_UA,
    );
    const small = await open(phone, `/conversation/${conversationId}/`);
    await small.page.getByText('It would suit the lamp by the window').waitFor();
    expect(
      await call(a.page, 'ConversationMessagesResource', 'create', {
        conversation_id: conversationId,
        text: 'Or the hall',
      }),
    ).toBe(200);
    await small.page.getByText('Or the hall').waitFor({ timeout: 10_000 });
    const overflow = await small.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await settled(small.page);
    expect(await seriousA11yViolations(small.page)).toEqual([]);
    await small.page.screenshot({ path: path.join(SHOTS, '4-live-conversation-390-dark.png') });
    await small.page.getByRole('button', { name: /^Notifications/ }).click();
    const sheet = small.page.getByRole('dialog', { name: 'Notifications' });
    await sheet.getByRole('link', { name: /Ada saved your Pin/ }).waitFor();
    await settled(small.page);
    expect(await seriousA11yViolations(small.page)).toEqual([]);
    await small.page.screenshot({ path: path.join(SHOTS, '5-notifications-390-dark.png') });
    expect(small.errors).toEqual([]);

    // the other two themes of the panel: a desktop in the dark, a phone in the light
    for (const [page, scheme, shot] of [
      [home.page, 'dark', '6-notifications-1280-dark.png'],
      [small.page, 'light', '7-notifications-390-light.png'],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('link', { name: /Ada saved your Pin/ })
        .waitFor();
      await settled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, shot) });
    }
  });

  it('decision 086: a message sent while the page’s live stream is still connecting shows once it connects', async () => {
    // words of this attempt only (a retry writes to the same conversation)
    const first = uniqueName('A first word ');
    const second = uniqueName('Written while your page connected ');
    const ba = await browserAs(who.a.token);
    const a = await open(ba, '/');
    const conversationId = await a.page.evaluate(
      async ([to, text]) => {
        const csrf =
          document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
        const res = await fetch('/resource/ConversationMessagesResource/create/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({ options: { user_ids: [to], text } }),
        });
        const body = (await res.json()) as {
          resource_response: { data: { conversationId: string } };
        };
        return body.resource_response.data.conversationId;
      },
      [String(who.b.id), first] as const,
    );

    // B's page loads with the first word; its stream is held back until A has written again,
    // as on a slow machine where the page is ready before its stream is
    const bb = await browserAs(who.b.token);
    const page = await bb.context.newPage();
    const watch = watchErrors(page);
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const streams: string[] = [];
    await page.route(
      (url) => url.pathname === '/v3/live/',
      async (route) => {
        streams.push(route.request().url());
        if (streams.length === 1) await held;
        await route.continue();
      },
    );
    await page.goto(`${base}/conversation/${conversationId}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByText(first).waitFor();
    expect(
      await call(a.page, 'ConversationMessagesResource', 'create', {
        conversation_id: conversationId,
        text: second,
      }),
    ).toBe(200);
    // the event went out to no stream of this page
    await page.waitForTimeout(500);
    expect(await page.getByText(second).count()).toBe(0);
    release();
    await page.getByText(second).waitFor({ timeout: 10_000 });
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatch(/\/v3\/live\/\?age=\d+$/);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
