import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptsAtLowPriority } from './low-priority-scripts.server';

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const out = Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).pipe(
    scriptsAtLowPriority(),
  );
  return text(out);
}

const HEAD =
  '<head><link rel="modulepreload" href="/assets/shell-A.js" nonce="n"/><link rel="stylesheet" href="/assets/shell-B.css"/></head>';

describe('scriptsAtLowPriority (issue 12: scripts after the stylesheets and the first image)', () => {
  it('marks every module preload low priority and leaves everything else as it was', async () => {
    const html = `${HEAD}<body><link rel="modulepreload" href="/assets/home-C.js"/><p>é</p></body>`;
    expect(await through([html])).toBe(
      html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    );
  });

  it('rewrites a tag cut between two chunks, at any cut', async () => {
    const expected = HEAD.replace('modulepreload"', 'modulepreload" fetchpriority="low"');
    for (let cut = 1; cut < HEAD.length; cut++) {
      expect(await through([HEAD.slice(0, cut), HEAD.slice(cut)])).toBe(expected);
    }
  });

  it('keeps a character whose bytes are split between chunks', async () => {
    const bytes = Buffer.from('<p>Déjà vu</p><link rel="modulepreload" href="/a.js"/>');
    const parts = [bytes.subarray(0, 5), bytes.subarray(5, 30), bytes.subarray(30)];
    expect(await through(parts)).toBe(
      '<p>Déjà vu</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/>',
    );
  });

  it('passes a page with no module preload through unchanged, a trailing "<" too', async () => {
    expect(await through(['<p>a <', 'b</p><'])).toBe('<p>a <b</p><');
  });
});
