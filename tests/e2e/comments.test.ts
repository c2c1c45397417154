import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const who = { ada: { token: '', name: '' }, ben: { token: '', name: '' } };

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

  beforeAll(async () => {
    t = await createTestApp('pglite');
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
});
