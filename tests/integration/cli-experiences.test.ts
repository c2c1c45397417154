import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliIn } from './cli-support.ts';

// Issue 14: operators import experiences from a JSON file, upserted by id, and list them.
// One embedded database in a temporary DATA_DIR, the command run as `npm run tessera` runs it.
describe('npm run tessera -- experiences', () => {
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-exp-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const tessera = cliIn(() => path.join(dir, 'data'));

  async function file(name: string, body: unknown): Promise<string> {
    const f = path.join(dir, name);
    await writeFile(f, typeof body === 'string' ? body : JSON.stringify(body));
    return f;
  }

  const banner = {
    id: 503755,
    name: 'Business upgrade banner',
    type: 28,
    placement_ids: [1000541],
    display_data: { type: 'upsell', title: 'Discover your top performing Pins', message: 'Go.' },
    targeting: { audience: 'signed_in', is_partner: false },
    state: 'active',
  };
  const toast = { id: 503801, name: 'Welcome', type: 10, placement_ids: [1000503] };

  it('creates, reports what changed on a second run, lists, and refuses a bad file with the item and path', async () => {
    const first = await tessera('experiences', 'import', await file('a.json', [banner, toast]));
    expect(first).toMatchObject({
      code: 0,
      out: 'created\t503755\tBusiness upgrade banner\ncreated\t503801\tWelcome\n2 experiences: 2 created, 0 updated, 0 unchanged.\n',
    });
    const second = await tessera(
      'experiences',
      'import',
      await file('b.json', [banner, { ...toast, name: 'Welcome!' }]),
    );
    expect(second.out).toBe(
      'unchanged\t503755\tBusiness upgrade banner\nupdated\t503801\tWelcome!\n2 experiences: 0 created, 1 updated, 1 unchanged.\n',
    );
    const listed = await tessera('experiences', 'list');
    expect(listed.out.split('\n')[0]).toBe(
      '503755\tactive\t28 Upsell callout\t1000541\tBusiness upgrade banner\tviewed 0, completed 0, dismissed 0',
    );
    const bad = await tessera(
      'experiences',
      'import',
      await file('c.json', [toast, { ...banner, display_data: { type: 'upsell' } }]),
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(
      'item 1 ("Business upgrade banner"): display_data: An upsell banner needs type \'upsell\' and a message.',
    );
    const broken = await tessera('experiences', 'import', await file('d.json', '[{'));
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('as JSON');
    expect((await tessera('experiences', 'nope')).code).toBe(1);
  }, 180_000);
});
