import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateParts, gzipJoin } from './gzip-splice.ts';

describe('gzip of kept parts around a fresh token', () => {
  const token = 'I78HLI72ZF9W0vyfpDa1EQ==';
  const big = Buffer.from('<p>Lorem ipsum dolor sit amet</p>'.repeat(4000));
  it.each([
    ['one part, no token', [big]],
    ['token between parts', [Buffer.from('<script nonce="'), Buffer.from('">x</script>')]],
    ['token first and last', [Buffer.alloc(0), big, Buffer.alloc(0)]],
    ['tokens side by side', [Buffer.from('a'), Buffer.alloc(0), Buffer.alloc(0), Buffer.from('b')]],
    ['many large parts', [big, big.subarray(7), big.subarray(0, 70_000), big]],
  ])('%s: gunzip gives the parts joined with the token', (_name, parts) => {
    const zipped = gzipJoin(deflateParts(parts), token);
    const expected = Buffer.concat(parts.flatMap((p, i) => (i ? [Buffer.from(token), p] : [p])));
    expect(gunzipSync(zipped).equals(expected)).toBe(true);
  });

  it('answers with no zlib call: the token in a stored block, the CRC combined', () => {
    const parts = [big, Buffer.from('x'), big.subarray(3)];
    const d = deflateParts(parts);
    for (const t of [token, 'another-token-of-24-char', 'short']) {
      const expected = Buffer.concat([
        big,
        Buffer.from(t),
        Buffer.from('x'),
        Buffer.from(t),
        big.subarray(3),
      ]);
      expect(gunzipSync(gzipJoin(d, t)).equals(expected)).toBe(true);
    }
  });

  it('stays about as small as gzip of the whole', () => {
    const parts = [big, big, big];
    const zipped = gzipJoin(deflateParts(parts), token);
    expect(zipped.length).toBeLessThan(big.length / 20);
  });
});
