import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { copiedFrom, jsonAnswer, keepUnchanged } from './kept-json.ts';

const jsonBytes = (value: unknown) => jsonAnswer(value).body;

function card(id: number) {
  return {
    id: String(id),
    title: `Pin ${id} “quoted” \u2028 é`,
    images: { '236x': { url: `/img/${id}.webp`, width: 236, height: 300 } },
    pinner: { id: '7', username: 'ada', followers: 12 },
    createdAt: new Date(Date.UTC(2026, 0, id)),
    missing: undefined,
  };
}

describe('jsonAnswer: the same bytes as JSON.stringify', () => {
  const kept = keepUnchanged(card(1));
  const cases: [string, unknown][] = [
    ['a primitive', 'naïve "text"'],
    ['null', null],
    ['a number that JSON has no word for', Number.NaN],
    ['nothing kept', { a: [1, undefined, () => 1], b: { c: undefined, d: 'x' } }],
    [
      'a kept card as it is (a visitor)',
      { resource_response: { data: [kept, kept], error: null } },
    ],
    [
      'a copy of a kept card with flags of its own (a signed-in person)',
      {
        resource_response: {
          data: [{ ...kept, favoritedByMe: true, pinner: { ...kept.pinner, followed: true } }],
          error: null,
          bookmark: 'b1',
        },
      },
    ],
    ['kept parts beside what JSON leaves out', [kept.images, undefined, Symbol('s'), kept]],
    ['an object with its own toJSON around a kept one', { when: new Date(0), list: [kept] }],
  ];
  it.each(cases)('%s', (_name, value) => {
    expect(jsonBytes(value).toString('utf8')).toBe(JSON.stringify(value));
  });
});

describe('copiedFrom: a kept card with a signed-in person’s keys', () => {
  const base = keepUnchanged({ ...card(5), hidden: undefined, saveCount: 3 });
  const cases: [string, object][] = [
    ['keys of its own at the end', { favoritedByMe: true, access: ['write'] }],
    ['a key of the base with a value of its own', { saveCount: 4 }],
    [
      'a copied part in a copy',
      { pinner: copiedFrom(base.pinner, { explicitlyFollowedByMe: true }) },
    ],
    ['the first key its own', { id: '99' }],
    ['the last key its own', { saveCount: 0 }],
    ['a key the base left out given a value', { hidden: false, missing: 'now' }],
    ['a key of the base left out', { title: undefined, images: () => 1 }],
    ['a kept part of the base as its own', { pinner: base.pinner }],
    ['nothing of its own', {}],
  ];
  it.each(cases)('%s: the same bytes as JSON.stringify', (_name, own) => {
    const value = { data: [copiedFrom(base, own)], error: null };
    expect(jsonBytes(value).toString('utf8')).toBe(JSON.stringify(value));
  });

  it.each([
    ['a new key', { recommendationReason: { reason: 'followed_user' } }],
    ['a key the first copy gave', { favoritedByMe: false }],
    ['a key of the base', { saveCount: 9 }],
  ])('a copy of a copy, given %s: the same bytes as JSON.stringify', (_name, more) => {
    const copy = copiedFrom(copiedFrom(base, { favoritedByMe: true, access: [] }), more);
    expect(jsonBytes([copy]).toString()).toBe(JSON.stringify([copy]));
  });

  it.each([
    ['the viewer’s flags', [{ favoritedByMe: true, access: [], pinner: base.pinner }]],
    ['flags, then a reason', [{ favoritedByMe: false }, { recommendationReason: null }]],
    ['a key of the base, then a new one', [{ saveCount: 1 }, { extra: 2, saveCount: 3 }]],
  ])('a copy (%s) has the keys, order and values of the spread', (_name, owns) => {
    // decision 076: copies are made by a function per key list, not by a spread
    let copy: object = base;
    let spread: object = base;
    for (const own of owns) {
      copy = copiedFrom(copy, own);
      spread = { ...spread, ...own };
    }
    expect(Object.entries(copy)).toEqual(Object.entries(spread));
  });

  it('one base copied with different keys of its own is written right each time', () => {
    for (let round = 0; round < 3; round += 1) {
      for (const own of [{ favoritedByMe: true }, { saveCount: round }, { title: 'x', id: '1' }]) {
        const value = [copiedFrom(base, own)];
        expect(jsonBytes(value).toString()).toBe(JSON.stringify(value));
      }
    }
  });

  it('a kept object with an own "__proto__" key is copied as the spread copies it', () => {
    const odd = keepUnchanged(JSON.parse('{"a":1,"__proto__":{"b":2},"c":3}') as object);
    const copy = copiedFrom(odd, { c: 4 });
    expect(Object.entries(copy)).toEqual(Object.entries({ ...odd, c: 4 }));
    expect(jsonBytes([copy]).toString()).toBe(JSON.stringify([copy]));
  });

  it('a copy is frozen: the bytes kept for it cannot go stale', () => {
    const copy = copiedFrom(base, { favoritedByMe: false });
    expect(() => {
      (copy as { favoritedByMe: boolean }).favoritedByMe = true;
    }).toThrow(TypeError);
  });

  it('a spread of a copy (keys changed behind its back) is written as any object is', () => {
    const copy = copiedFrom(base, { favoritedByMe: true });
    const spread = { ...copy, title: 'changed', saveCount: 0 };
    expect(jsonBytes([spread]).toString()).toBe(JSON.stringify([spread]));
  });

  it('a copy of what was never kept is written as it is', () => {
    const loose = card(6);
    const copy = copiedFrom(loose, { title: 'other' });
    expect(jsonBytes([copy]).toString()).toBe(JSON.stringify([copy]));
  });
});

describe('keepUnchanged', () => {
  it('freezes the object and all within it, so a write to a kept card throws', () => {
    const c = keepUnchanged(card(2));
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.images['236x'])).toBe(true);
    expect(() => {
      (c.pinner as { followers: number }).followers = 13;
    }).toThrow(TypeError);
  });

  it('writes a kept object’s JSON once: the next answer reuses its bytes', () => {
    const c = keepUnchanged(card(3));
    const first = jsonBytes({ data: [c] });
    const again = jsonBytes({ data: [c], bookmark: null });
    expect(again.toString()).toBe(JSON.stringify({ data: [c], bookmark: null }));
    // the card's bytes are one Buffer, held beside the card: the same memory in both answers
    const shared = Buffer.from(JSON.stringify(c));
    expect(first.indexOf(shared)).toBeGreaterThan(0);
    expect(jsonBytes(c).equals(jsonBytes(c))).toBe(true);
  });

  it('leaves an object that was not kept as it is', () => {
    const c = card(4);
    jsonBytes({ data: [c] });
    expect(Object.isFrozen(c)).toBe(false);
  });
});

describe('jsonAnswer: a digest that names the bytes', () => {
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

  it('an answer of few kept bytes is named by the SHA-256 of its bytes', () => {
    const value = { data: [{ id: '1', title: 'loose' }], bookmark: null };
    const { body, digest } = jsonAnswer(value);
    expect(digest.toString('hex')).toBe(sha(body));
  });

  it('an answer of kept cards: the same cards give the same digest, another card another', () => {
    const cards = [keepUnchanged(card(7)), keepUnchanged(card(8))];
    const first = jsonAnswer({ data: cards, bookmark: 'b' });
    const again = jsonAnswer({ data: [...cards], bookmark: 'b' });
    expect(again.digest.equals(first.digest)).toBe(true);
    // the same bytes made from objects that were never kept are named by their own hash
    expect(jsonAnswer(JSON.parse(first.body.toString())).body.equals(first.body)).toBe(true);
    const other = jsonAnswer({ data: [cards[0], keepUnchanged(card(9))], bookmark: 'b' });
    expect(other.digest.equals(first.digest)).toBe(false);
    const moved = jsonAnswer({ data: [cards[1], cards[0]], bookmark: 'b' });
    expect(moved.digest.equals(first.digest)).toBe(false);
    const otherBookmark = jsonAnswer({ data: cards, bookmark: 'c' });
    expect(otherBookmark.digest.equals(first.digest)).toBe(false);
  });

  it('an answer of copies (a signed-in feed): the same flags give the same digest, a flag another', () => {
    const cards = [keepUnchanged(card(10)), keepUnchanged(card(11))];
    const answer = (liked: boolean) =>
      jsonAnswer({ data: cards.map((c) => copiedFrom(c, { favoritedByMe: liked })) });
    const first = answer(true);
    expect(first.body.toString()).toBe(
      JSON.stringify({ data: cards.map((c) => ({ ...c, favoritedByMe: true })) }),
    );
    expect(answer(true).digest.equals(first.digest)).toBe(true);
    expect(answer(false).digest.equals(first.digest)).toBe(false);
  });

  it('a copy is named by its own SHA-256: the digest does not depend on which copies were kept', () => {
    const base = keepUnchanged(card(12));
    const answer = (flag: number) => jsonAnswer([copiedFrom(base, { saveCount: flag })]);
    const first = answer(0);
    // more flag values than a base keeps copies of (decision 082): the first is made again
    for (const flag of [1, 2, 3, 4, 5]) {
      const other = answer(flag);
      expect(other.body.toString()).toBe(JSON.stringify([{ ...base, saveCount: flag }]));
      expect(other.digest.equals(first.digest)).toBe(false);
    }
    const again = answer(0);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.digest.equals(first.digest)).toBe(true);
  });

  it('copies with the same texts around other kept parts are other bytes', () => {
    const base = keepUnchanged(card(13));
    const pinners = [keepUnchanged({ id: '1' }), keepUnchanged({ id: '2' })];
    for (const pinner of [...pinners, ...pinners]) {
      const value = [copiedFrom(base, { pinner })];
      expect(jsonAnswer(value).body.toString()).toBe(JSON.stringify(value));
    }
  });

  it('a copy shared between answers (a kept signed-in card) is written the same each time', () => {
    const base = keepUnchanged(card(14));
    const shared = copiedFrom(base, {
      favoritedByMe: true,
      pinner: copiedFrom(base.pinner, { followed: true }),
    });
    const first = jsonAnswer({ data: [shared] });
    const again = jsonAnswer({
      data: [copiedFrom(shared, { recommendationReason: null }), shared],
    });
    expect(again.body.toString()).toBe(
      JSON.stringify({ data: [{ ...shared, recommendationReason: null }, shared] }),
    );
    expect(jsonAnswer({ data: [shared] }).digest.equals(first.digest)).toBe(true);
  });
});
