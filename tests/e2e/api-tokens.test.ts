import { describe, expect, it } from 'vitest';
import { SHOTS, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations } from './support/browser';

// Decision 055: Settings → Apps and tokens: make a token, see it once, use it, revoke it.

describe.skipIf(!hasChromium())('apps and tokens (Chromium)', () => {
  const h = useAccountsApp();

  it('makes a token shown once, which calls /v5 until it is revoked; screenshots 1280/390 light/dark', async () => {
    const acct = await h.makeAccount('Ada');
    await h.signInAs(acct.grant);
    const { page, errors } = await h.open('/settings/apps/');
    await page.getByRole('heading', { name: 'Apps and tokens', level: 1 }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Backup script');
    await page.getByLabel('boards:read', { exact: true }).check();
    await page.getByLabel('user_accounts:read').check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const field = page.getByRole('textbox', { name: 'New token' });
    await field.waitFor({ timeout: 15_000 });
    const token = await field.inputValue();
    expect(token).toMatch(/^tsr_pat_/);
    await page.getByRole('listitem').filter({ hasText: 'Backup script' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(400);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({
          path: `${SHOTS}/api-tokens-${width}-${scheme}.png`,
          fullPage: true,
        });
      }
    }
    const call = () =>
      h.t.tessera.app.inject({
        method: 'GET',
        url: '/v5/user_account',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call()).statusCode).toBe(200);
    await page.getByRole('button', { name: 'Revoke Backup script' }).click();
    await page.getByText('You have no tokens yet.').waitFor({ timeout: 15_000 });
    expect((await call()).statusCode).toBe(401);
    expect(errors).toEqual([]);
  });
});
