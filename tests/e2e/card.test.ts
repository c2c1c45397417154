import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
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

const SHOTS = path.resolve('tmp/screenshots/card');

describe.skipIf(!hasChromium())('pin card (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.tessera.systemCtx(), { users: 6, boards: 10, pins: 80 });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    // the desktop browser: in the headless shell Tab did not reach the card's actions (decision 073)
    browser = await launchBrowser({ browser: 'full' });
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(p: string, width = 1280) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const watch = watchErrors(page);
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    // a hover or a key before hydration reaches no handler (React hydrates in slices, and under
    // load it can end after the network is idle)
    await waitForHydration(page);
    return { page, errors: watch.errors };
  }

  /** Every card's box is the image plus the footer the layout reserved, and no two overlap. */
  async function layoutProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const problems: string[] = [];
      const cards = [...document.querySelectorAll<HTMLElement>('article[data-pin-id]')];
      const boxes = cards.map((c) => {
        const li = c.closest('li') as HTMLElement;
        const r = li.getBoundingClientRect();
        const img = c.querySelector('a')?.getBoundingClientRect();
        const want = (img?.height ?? 0) + Number(c.dataset.footer);
        const got = c.getBoundingClientRect().height;
        if (Math.abs(want - got) > 1.5) {
          problems.push(
            `${c.dataset.pinId} (${c.dataset.pinType}) is ${got}px, laid out ${want}px`,
          );
        }
        // a title (or description) fills every line the layout reserved: no blank second line
        for (const text of c.querySelectorAll<HTMLElement>(
          '[data-row="title"],[data-row="description"]',
        )) {
          const box = text.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(text);
          const tops = new Set(
            [...range.getClientRects()]
              .filter((line) => line.width > 0 && line.top < box.bottom - 1)
              .map((line) => Math.round(line.top)),
          );
          const reserved = Math.round(box.height / 20);
          if (tops.size < reserved) {
            problems.push(
              `${c.dataset.pinId} "${text.textContent}" fills ${tops.size} of ${reserved} lines`,
            );
          }
        }
        return { id: c.dataset.pinId, left: r.left, top: r.top, bottom: r.top + got };
      });
      for (const a of boxes) {
        for (const b of boxes) {
          if (a === b || Math.abs(a.left - b.left) > 1) continue;
          if (a.top < b.top && a.bottom > b.top + 0.5) problems.push(`${a.id} overlaps ${b.id}`);
        }
      }
      return problems;
    });
  }

  it('P-010…P-022 P-417 visitors: every kind renders on home without errors, boxes match the layout, axe clean', async () => {
    const { page, errors } = await open('/');
    const types = await page.$$eval('article[data-pin-id]', (els) => [
      ...new Set(els.map((e) => (e as HTMLElement).dataset.pinType)),
    ]);
    expect(types.length).toBeGreaterThan(3);
    expect(await layoutProblems(page)).toEqual([]);
    expect(await page.locator('[data-row="price"]').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'home-visitor-1280.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-127 the action bar fades in after 800 ms of hover', async () => {
    const { page } = await open('/');
    const card = page.locator('article[data-pin-id]').nth(1);
    const bar = card.locator('[data-shown]');
    await card.hover();
    await page.waitForTimeout(300);
    expect(await bar.getAttribute('data-shown')).toBe('false');
    await page.waitForTimeout(700);
    expect(await bar.getAttribute('data-shown')).toBe('true');
    await page.screenshot({ path: path.join(SHOTS, 'hover.png') });

    // a gif's badge sits where the bar's Visit site chip comes: it must not cover it
    const gif = page.locator('article[data-pin-id]:has([data-media-kind="gif"])').first();
    expect(await gif.count()).toBe(1);
    await gif.scrollIntoViewIfNeeded();
    await gif.hover();
    await gif.locator('[data-shown="true"]').waitFor();
    await page.waitForTimeout(400);
    const covered = await gif.evaluate((card) => {
      const badge = [...card.querySelectorAll<HTMLElement>('[data-media-kind="gif"] span')].find(
        (el) => el.textContent === 'GIF',
      ) as HTMLElement;
      if (getComputedStyle(badge).opacity === '0') return [];
      const b = badge.getBoundingClientRect();
      return [...card.querySelectorAll('[data-shown="true"] a, [data-shown="true"] button')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
        })
        .map((el) => el.textContent || el.getAttribute('aria-label'));
    });
    expect(covered).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'hover-gif.png') });
    await page.close();
  });

  it('P-010 P-011 P-012 P-013 keyboard: Tab through a card reaches Save, Visit site, share and the menu with a focus ring', async () => {
    const username = uniqueName('card_');
    const grant = await signup(
      { ...t.tessera.systemCtx(), ip: freshIp() },
      {
        email: `${username}@example.com`,
        password: 'amber-meadow-compass-77',
        username,
        firstName: 'Kit',
      },
    );
    await browser.context.addCookies([{ name: 'tessera_session', value: grant.token, url: base }]);
    const { page, errors } = await open('/');
    const id = await page
      .locator('article[data-pin-id]:has(a[rel~="nofollow"])')
      .first()
      .getAttribute('data-pin-id');
    const card = page.locator(`article[data-pin-id="${id}"]`);
    await card.locator('a').first().focus();
    const reached: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      // let the 120–200 ms fades finish
      await page.waitForTimeout(300);
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const inCard = el.closest('article')?.getAttribute('data-pin-id') ?? null;
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
        const visible = Number(
          getComputedStyle(el.closest('[data-shown], [data-visibility]') ?? el).opacity,
        );
        return {
          name,
          inCard,
          ring: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
          visible,
        };
      });
      if (info.inCard !== id) break;
      expect(info.ring, `${info.name} shows a focus ring`).toBe(true);
      expect(info.visible, `${info.name} is visible while focused`).toBe(1);
      reached.push(info.name);
    }
    expect(reached.some((n) => n.startsWith('Save'))).toBe(true);
    expect(reached.some((n) => n.startsWith('Visit site'))).toBe(true);
    expect(reached).toContain('Send this pin');
    expect(reached).toContain('More options');
    await page.keyboard.press('Shift+Tab');
    await page.screenshot({ path: path.join(SHOTS, 'keyboard.png') });
    expect(await layoutProblems(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'home-user-1280.png') });
    expect(errors).toEqual([]);
    await page.close();
    await browser.context.clearCookies();
  });

  it('P-417 phones: two fluid columns at 390 px without overlaps', async () => {
    const { page, errors } = await open('/', 390);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'home-390.png'), fullPage: false });
    expect(errors).toEqual([]);
    await page.close();
  });
});
