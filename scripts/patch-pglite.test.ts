import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { patchPglite, readerFile } from './patch-pglite.mjs';

describe('patch-pglite (decision 096)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('the installed PGlite reads text fields in place: npm install applied it', async () => {
    // a second run finds it done; a missing postinstall would patch here and fail the test
    expect(await patchPglite()).toBe('already');
  });

  it('changes the slow reader once, and leaves a reader it does not know alone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'patch-pglite-'));
    dirs.push(dir);
    const copy = path.join(dir, 'chunk.js');
    const installed = await readFile(readerFile(), 'utf8');
    const fast = /string\(t\)\{let n=r\(this,x\)[^}]*\}/.exec(installed)?.[0];
    expect(fast).toBeDefined();
    await writeFile(
      copy,
      installed.replace(fast as string, 'string(t){return r(this,le).decode(this.bytes(t))}'),
    );
    expect(await patchPglite(copy)).toBe('patched');
    expect(await readFile(copy, 'utf8')).toBe(installed);
    expect(await patchPglite(copy)).toBe('already');
    const other = path.join(dir, 'other.js');
    await writeFile(other, 'export const nothing = 1;');
    expect(await patchPglite(other)).toBe('absent');
    expect(await readFile(other, 'utf8')).toBe('export const nothing = 1;');
  });

  it('rows read through the patched reader keep every character and null', async () => {
    const db = await PGlite.create();
    try {
      const texts = [
        '',
        'plain',
        'café – naïve',
        '日本語のピン',
        '🧶🪴 emoji',
        "quote ' and \\ back",
      ];
      const res = await db.query<{ t: string | null; n: string | null }>(
        'select t, null::text as n from unnest($1::text[]) with ordinality as u(t, i) order by i',
        [texts],
      );
      expect(res.rows.map((r) => r.t)).toEqual(texts);
      expect(res.rows.every((r) => r.n === null)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
