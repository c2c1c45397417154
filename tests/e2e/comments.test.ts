import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT, EVENTS_PATH } from '#domain/analytics/analytics';
import { comments } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin } from '../support/factory';
import {
  type Browser,
  freshIp,
  hasChromium,
  inEachScheme,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  uniqueName,
  waitForHydration,
  watchErrors,
} from './support/browser';
import { signup } from './support/signup';

const SHOTS = path.resolve('tmp/screenshots/comments');
const PASSWORD = 'amber-quill-meadow-27';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

// Decision 042: a comment on the closeup reaches the pin's owner, who replies on the comments
// page; a visitor on a phone reads them and is asked to log in to write.
describe.skipIf(!hasChromium())('comments on a pin (Chromium)', () => {
  let t: TestApp;
  let base: string;
  const browsers: Browser[] = [];
  let pinId = '';
  const who = { ada: { token: '', name: '', id: 0 }, ben: { token: '', name: '', id: 0 } };

  async function person(firstName: string) {
    const username = uniqueName(`${firstName.toLowerCase()}_`);
    const grant = await signup(
      { ...t.tessera.systemCtx(), ip: freshIp() },
      { email: `${username}@example.com`, password: PASSWORD, username, firstName },
    );
    return { token: grant.token, name: username, id: grant.userId };
  }

  async function open(
    p: string,
    token: string | null,
    opts: Parameters<typeof launchBrowser>[0] = {},
    userAgent = PERSON_UA,
  ) {
    const b = await launchBrowser(opts);
    browsers.push(b);
    await b.context.setExtraHTTPHeaders({ 'user-agent': userAgent });
    if (token) await b.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    const page = await b.context.newPage();
    const watch = watchErrors(page);
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    return { page, errors: watch.errors };
  }

  async function shoot(page: Page, name: string) {
    await page.waitForTimeout(400);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  /** Events the server received (the tracker's batches), as sent. */
  const received: { type: number; object_id_str?: string; aux_data?: Record<string, unknown> }[] =
    [];

  /** A pin of Ada's with Ben's comments on it, written as the service stores them. */
  async function pinWithComments(title: string, texts: string[]) {
    const ctx = t.tessera.systemCtx();
    const board = await makeBoard(ctx, Number(who.ada.id), { name: uniqueName('Board ') });
    const id = (await makePin(ctx, Number(who.ada.id), board.id, { title })).id;
    const rows = await ctx.db
      .insert(comments)
      .values(
        texts.map((text, i) => ({
          pinId: id,
          authorId: Number(who.ben.id),
          text,
          createdAt: new Date(Date.now() - (texts.length - i) * 60_000),
        })),
      )
      .returning({ id: comments.id });
    return { pin: String(id), comments: rows.map((r) => String(r.id)) };
  }

  beforeAll(async () => {
    t = await createTestApp('pglite');
    t.tessera.app.addHook('onResponse', async (req) => {
      if (req.method !== 'POST' || !req.url.startsWith(EVENTS_PATH)) return;
      received.push(...((req.body as { events?: typeof received } | undefined)?.events ?? []));
    });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    const ada = await person('Ada');
    who.ada = ada;
    who.ben = await person('Ben');
    const ctx = t.tessera.systemCtx();
    const board = await makeBoard(ctx, ada.id, { name: 'Lamps' });
    const sig = (await makeImage(ctx, 9, 400, 500)).signature;
    pinId = String(
      (await makePin(ctx, ada.id, board.id, { title: 'Brass lamp', imageSignature: sig })).id,
    );
    await mkdir(SHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    for (const b of browsers) await b.close();
    await t?.close();
  });

  it('Ben comments on the closeup; Ada is notified and replies on the comments page; a visitor reads and is asked to log in', async () => {
    const ben = await open(`/pin/${pinId}/`, who.ben.token);
    const section = ben.page.getByRole('region', { name: 'No comments yet' });
    await section.waitFor();
    await section
      .getByRole('textbox', { name: 'Add a comment' })
      .fill(`Lovely light @${who.ada.name}`);
    await section.getByRole('button', { name: 'Post' }).click();
    const thread = ben.page.getByRole('region', { name: '1 comment' });
    await thread.getByText('Lovely light').waitFor();
    expect(await thread.getByRole('link', { name: `@${who.ada.name}` }).getAttribute('href')).toBe(
      `/${who.ada.name}/`,
    );
    await shoot(ben.page, '1-closeup-1280-light');
    expect(ben.errors).toEqual([]);

    // Ada: the bell says 1 unread; its row leads to the comments page
    const ada = await open(`/pin/${pinId}/comments/`, who.ada.token);
    await ada.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const notes = ada.page.getByRole('dialog', { name: 'Notifications' });
    const row = notes.getByRole('link', { name: /Ben.*commented on your Pin/ });
    await row.waitFor();
    expect(await row.getAttribute('href')).toBe(`/pin/${pinId}/comments/`);
    await ada.page.keyboard.press('Escape');
    const heading = ada.page.getByRole('heading', { level: 1, name: '1 comment' });
    await heading.waitFor();
    await ada.page.getByRole('button', { name: 'Reply' }).click();
    await ada.page.getByRole('textbox', { name: /Reply to Ben/ }).fill('Thank you!');
    await ada.page.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await ada.page
      .getByRole('list', { name: /Replies to Ben/ })
      .getByText('Thank you!')
      .waitFor();
    await ada.page.getByRole('heading', { level: 1, name: '2 comments' }).waitFor();
    await shoot(ada.page, '2-comments-page-1280-light');
    // someone else's comment can be reported for a reason (decision 015's list)
    await ada.page.getByRole('button', { name: 'Report comment by Ben' }).click();
    const dialog = ada.page.getByRole('dialog', { name: 'Report comment' });
    await dialog.getByRole('radio', { name: /Spam/ }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await ada.page
      .getByRole('status')
      .filter({ hasText: 'Thanks for reporting this comment' })
      .waitFor();
    expect(await ada.page.getByRole('button', { name: 'Report comment by Ben' }).count()).toBe(0);
    expect(ada.errors).toEqual([]);

    // a visitor on a phone, dark: the comments page, then the login prompt
    const phone = {
      width: 390,
      height: 844,
      colorScheme: 'dark',
      isMobile: true,
      hasTouch: true,
    } as const;
    const visitor = await open(`/pin/${pinId}/comments/`, null, phone, IPHONE_UA);
    await visitor.page.getByText('Thank you!').waitFor();
    const overflow = await visitor.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(visitor.page, '3-comments-page-390-dark');
    await visitor.page.getByRole('button', { name: 'Add a comment' }).click();
    await visitor.page.getByRole('dialog', { name: 'Log in to comment' }).waitFor();
    expect(visitor.errors).toEqual([]);
  });
  it('Ben deletes his own comment after Delete asks; Cancel gives focus back; a toast says it went', async () => {
    const { pin } = await pinWithComments('Copper lamp', ['First thought', 'Second thought']);
    const ben = await open(`/pin/${pin}/`, who.ben.token);
    const thread = ben.page.getByRole('region', { name: '2 comments' });
    await thread.getByText('Second thought').waitFor();
    const del = thread.getByRole('button', { name: /^Delete comment by Ben/ }).last();
    await del.click();
    const ask = ben.page.getByRole('alertdialog', { name: 'Delete your comment?' });
    await ask.waitFor();
    await shoot(ben.page, '4-delete-confirm-1280-light');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await del.evaluate((el) => el === document.activeElement)).toBe(true);
    await del.click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await ben.page.getByRole('status').filter({ hasText: 'Your comment was deleted.' }).waitFor();
    await ben.page.getByRole('heading', { name: '1 comment' }).waitFor();
    expect(await ben.page.getByText('Second thought').count()).toBe(0);
    expect(
      await ben.page
        .getByRole('heading', { name: '1 comment' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(ben.errors).toEqual([]);

    // the same question on the comments page, wide and on a phone, dark and light
    const phone = { width: 390, height: 844, isMobile: true, hasTouch: true } as const;
    for (const [tag, opts, ua] of [
      ['1280', {}, PERSON_UA],
      ['390', phone, IPHONE_UA],
    ] as const) {
      const other = await open(`/pin/${pin}/comments/`, who.ben.token, opts, ua);
      await other.page.getByRole('button', { name: /^Delete comment by Ben/ }).click();
      await other.page.getByRole('alertdialog', { name: 'Delete your comment?' }).waitFor();
      await inEachScheme(other.page, (scheme) =>
        shoot(other.page, `5-delete-confirm-${tag}-${scheme}`),
      );
      expect(other.errors).toEqual([]);
    }
  });

  it('Ada turns comments off: Ben may no longer edit, the thread says so; he may still delete', async () => {
    const { pin } = await pinWithComments('Tin lamp', ['Before it closed']);
    const ada = await open(`/pin/${pin}/`, who.ada.token);
    await ada.page.getByRole('button', { name: 'Turn off comments' }).click();
    await ada.page.getByText('Comments are turned off for this Pin.').waitFor();
    expect(ada.errors).toEqual([]);
    // wide and on a phone, each dark and light
    for (const [tag, opts] of [
      ['1280', {}],
      ['390', { width: 390, height: 844, isMobile: true, hasTouch: true }],
    ] as const) {
      const ben = await open(`/pin/${pin}/comments/`, who.ben.token, opts);
      await ben.page.getByText('Comments are turned off for this Pin.').waitFor();
      await ben.page.getByText('Before it closed').waitFor();
      expect(await ben.page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      expect(await ben.page.getByRole('textbox').count()).toBe(0);
      expect(await ben.page.getByRole('button', { name: /^Delete comment by Ben/ }).count()).toBe(
        1,
      );
      await inEachScheme(ben.page, (scheme) => shoot(ben.page, `6-comments-off-${tag}-${scheme}`));
      expect(ben.errors).toEqual([]);
    }
  });

  it('M-177 comments scrolled into view and out again are sent as Comment impressions with their ids', async () => {
    const texts = Array.from({ length: 14 }, (_, i) => `Thought number ${i + 1} `.repeat(6));
    const made = await pinWithComments('Glass lamp', texts);
    const b = await launchBrowser({});
    browsers.push(b);
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await b.context.addCookies([
      { name: 'tessera_session', value: who.ada.token, url: base },
      { name: 'tessera_consent', value: 'a1.m0.p0', domain: '127.0.0.1', path: '/' },
    ]);
    const page = await b.context.newPage();
    const watch = watchErrors(page);
    received.length = 0;
    await page.goto(`${base}/pin/${made.pin}/comments/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // the tracker's runtime loads after hydration; then the thread goes by, down and up
    await page.waitForTimeout(1_000);
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(350);
    }
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, -400);
      await page.waitForTimeout(350);
    }
    const seen = () =>
      new Set(
        received.filter((e) => e.type === EVENT.COMMENT_IMPRESSION).map((e) => e.object_id_str),
      );
    await expect.poll(() => seen().size, { timeout: 15_000 }).toBeGreaterThan(3);
    for (const id of seen()) expect(made.comments).toContain(id);
    const one = received.find((e) => e.type === EVENT.COMMENT_IMPRESSION);
    expect(one?.aux_data).toMatchObject({ pin_id: made.pin, comment_id: one?.object_id_str });
    expect(watch.errors).toEqual([]);
  }, 60_000);
});
