import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinText, namingBytes, type Part } from './answer-parts.ts';

const sha = (b: Buffer) => createHash('sha256').update(b).digest();

describe('answer parts', () => {
  it('joins each run of text and keeps bytes as they are', () => {
    const kept = Buffer.from('{"id":1}');
    expect(joinText(['[', kept, ',', '{"a":', '2}', kept, ']'])).toEqual([
      '[',
      kept,
      ',{"a":2}',
      kept,
      ']',
    ]);
    expect(joinText([])).toEqual(['']);
  });

  it('names kept parts by their digest and other parts by their framed bytes, in order', () => {
    const card = Buffer.from('{"id":"7","title":"Linen"}');
    const run = Buffer.from(',"saveCount":3');
    const parts: Part[] = ['[', card, ',{"favoritedByMe":true', run, '}]'];
    const body = Buffer.from(parts.map((p) => p.toString()).join(''));
    const sizes = Int32Array.from(parts.map((p) => Buffer.byteLength(p)));
    const digests = new Map<Buffer, Buffer>([
      [card, sha(card)],
      [run, sha(run)],
    ]);
    const named = namingBytes(parts, sizes, body, (p) => digests.get(p));
    const framed = (text: string) => {
      const head = Buffer.alloc(5);
      head.writeUInt32BE(Buffer.byteLength(text), 1);
      return Buffer.concat([head, Buffer.from(text)]);
    };
    const kept = (b: Buffer) => Buffer.concat([Buffer.from([1]), sha(b)]);
    expect(named).toEqual(
      Buffer.concat([
        framed('['),
        kept(card),
        framed(',{"favoritedByMe":true'),
        kept(run),
        framed('}]'),
      ]),
    );
    // a text of several bytes a character is framed by its bytes
    const accented = ['{"t":"é"}'];
    const one = namingBytes(accented, Int32Array.of(10), Buffer.from('{"t":"é"}'), () => undefined);
    expect(one).toEqual(framed('{"t":"é"}'));
  });
});
