import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANSWER, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations, waitForHydration } from './support/browser';

// Issue 13 with issue 16's topics: a person follows a topic; a home-feed pin that is there because
// of it says so when hidden, and its Unfollow (P-352, interest_id) unfollows the topic, with Undo;
// 'Tune your home feed' lists followed topics.

/** The first topic (interest) that has a pin anyone can see, from the public API. */
function topicWithPins(page: Page): Promise<{ name: string; url: string }> {
  return page.evaluate(async () => {
    const get = async (name: string, options: object) => {
      const data = encodeURIComponent(JSON.stringify({ options }));
      const res = await fetch(`/resource/${name}/get/?data=${data}`);
      return (await res.json()).resource_response;
    };
    const list = (await get('InterestsResource', {})).data as {
      id: string;
      name: string;
      url: string;
    }[];
    for (const t of list) {
      const feed = await get('InterestFeedResource', { interest_id: t.id, page_size: 1 });
      if ((feed.data as unknown[]).length > 0) return { name: t.name, url: t.url };
    }
    throw new Error('no topic has pins');
  });
}

/** Goes to a path of the app the page is on. */
async function go(page: Page, to: string): Promise<void> {
  await page.goto(new URL(to, page.url()).href, { waitUntil: 'networkidle' });
  await waitForHydration(page);
}

describe.skipIf(!hasChromium())('unfollow a topic from a hidden pin (Chromium)', () => {
  const { open, makeAccount, signInAs } = useAccountsApp();

  it('M-401 P-352 P-157 a pin inspired by a followed topic names it when hidden; Unfollow unfollows the topic, Undo follows it again, and /edit lists it', async () => {
    const acct = await makeAccount('Tomas');
    await signInAs(acct.grant);
    const { page, errors } = await open('/ideas/');
    await waitForHydration(page);
    const topic = await topicWithPins(page);
    await go(page, topic.url);
    const followed = page.waitForResponse(
      (r) => r.url().includes('/InterestFollowResource/create/') && r.ok(),
    );
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await followed;

    await go(page, '/');
    // a new person follows nobody, so the topic's pins (its sub-topics' too) come first
    const c = page.locator('article[data-pin-id]').first();
    await c.hover();
    await c.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
    const status = c.getByRole('status');
    await expect
      .poll(() => status.textContent(), ANSWER)
      .toContain(`This Pin was inspired by ${topic.name}`);
    await c.getByRole('button', { name: 'Unfollow' }).click();
    await expect.poll(() => status.textContent(), ANSWER).toContain(`Unfollowed ${topic.name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // P-157: Undo follows the topic again; the pin stays hidden
    await c.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => status.textContent(), ANSWER)
      .toContain(`This Pin was inspired by ${topic.name}`);

    // P-037: /edit lists the followed topic, and unfollows it
    await go(page, '/edit');
    await page.getByRole('button', { name: `Unfollow ${topic.name}` }).click();
    await page.getByText(`You unfollowed ${topic.name}.`).waitFor(ANSWER);
    await page.getByText("You don't follow any topics.").waitFor(ANSWER);
    expect(errors).toEqual([]);
    await page.close();
  });
});
