import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '#server/services/platform/mail';
import { jobsSettled } from '../support/jobs';
import { ANSWER, SHOTS, useAccountsApp } from './support/accounts';
import { hasChromium, launchBrowser, PERSON_UA, seriousA11yViolations } from './support/browser';

// Decision 044: a person turns on follower emails, is followed, gets the mail, and its
// unsubscribe link (opened signed out) turns those emails off, with an Undo.

describe.skipIf(!hasChromium())('notification preferences and mail (Chromium)', () => {
  const h = useAccountsApp();

  async function mailsTo(to: string): Promise<OutboxMessage[]> {
    await jobsSettled(h.t.tessera);
    const dir = path.join(h.t.dataDir, 'mail');
    const names = await readdir(dir).catch(() => [] as string[]);
    const all = await Promise.all(
      names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8'))),
    );
    return (all as OutboxMessage[]).filter((m) => m.to === to);
  }

  it('M-081 M-076 a follower email is chosen, mailed, and its unsubscribe link turns it off', async () => {
    const me = await h.makeAccount('Ada');
    const fan = await h.makeAccount('Ben');
    await h.signInAs(me.grant);
    const { page, errors } = await h.open('/settings');
    await page.getByRole('link', { name: 'Choose notifications' }).click();
    await page.waitForURL('**/settings/notifications/');
    // React commits the new page in a transition, a moment after the address changes
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const followers = page.getByRole('group', { name: 'New followers' });
    expect(await followers.getByRole('switch', { name: 'In Tessera' }).isChecked()).toBe(true);
    const byEmail = followers.getByRole('switch', { name: 'By email' });
    expect(await byEmail.isChecked()).toBe(false);
    await byEmail.focus();
    await page.keyboard.press('Space');
    expect(await byEmail.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: 'Your notification settings are saved.' })
            .count(),
        ANSWER,
      )
      .toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-notifications-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();

    // someone follows Ada in their own browser
    const other = await launchBrowser();
    try {
      await other.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
      await h.signInAs(fan.grant, other);
      const theirs = await h.open(`/${me.username}/`, other);
      await theirs.page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect.poll(async () => (await mailsTo(me.email)).length, ANSWER).toBe(1);
    } finally {
      await other.close();
    }
    const [mail] = await mailsTo(me.email);
    expect(mail?.subject).toBe('Ben followed you');
    const link = /Unsubscribe from New followers emails: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeTruthy();

    // the link works signed out
    await h.browser.context.clearCookies();
    const url = new URL(link ?? '');
    const landing = await h.open(url.pathname + url.search);
    expect(landing.status).toBe(200);
    const title = landing.page.getByRole('heading', {
      name: "You're unsubscribed from New followers emails",
    });
    expect(await title.count()).toBe(1);
    expect(await seriousA11yViolations(landing.page)).toEqual([]);
    await landing.page.screenshot({ path: `${SHOTS}/email-unsubscribed-1280.png` });
    await landing.page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(
        () =>
          landing.page
            .getByRole('heading', { name: "You're subscribed to New followers emails again" })
            .count(),
        ANSWER,
      )
      .toBe(1);
    expect(landing.errors).toEqual([]);
    await landing.page.close();
  });
});
