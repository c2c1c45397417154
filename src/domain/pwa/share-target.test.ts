import { describe, expect, it } from 'vitest';
import { shareBuilderPath, sharedFields, sharePrefill } from './share-target.ts';

const SIG = 'a'.repeat(32);

describe('sharedFields', () => {
  it.each([
    [
      { url: 'https://a.example/x', text: 'Nice' },
      { link: 'https://a.example/x', description: 'Nice' },
    ],
    [
      { text: 'See https://a.example/y now' },
      { link: 'https://a.example/y', description: 'See now' },
    ],
    [{ text: 'no link here' }, { link: '', description: 'no link here' }],
    [{ url: 'javascript:alert(1)' }, { link: '' }],
    [{ title: 't'.repeat(150) }, { title: 't'.repeat(100) }],
  ])('%j', (given, expected) => {
    expect(sharedFields(given)).toMatchObject(expected);
  });
});

describe('sharePrefill', () => {
  it('reads back what shareBuilderPath wrote', () => {
    const path = shareBuilderPath({
      pictures: [{ imageSignature: SIG, width: 10, height: 20, dominantColor: '#abcdef' }],
      problems: ['not_an_image'],
      title: 'T',
      description: 'D',
      link: 'https://a.example/',
    });
    const back = sharePrefill(new URL(path, 'http://x').searchParams);
    expect(back).toMatchObject({
      pictures: [{ imageSignature: SIG, width: 10, height: 20, dominantColor: '#abcdef' }],
      title: 'T',
      description: 'D',
      link: 'https://a.example/',
    });
    expect(back?.problems).toHaveLength(1);
  });

  it.each([
    ['no share mark', 'pic=x', null],
    ['a bad picture is left out', 'shared=1&pic=zz~1~1~ffffff', 0],
    ['an unknown problem code is no text', 'shared=1&bad=<b>hi</b>', 0],
  ])('%s', (_name, query, pictures) => {
    const got = sharePrefill(new URLSearchParams(query));
    if (pictures === null) expect(got).toBeNull();
    else {
      expect(got?.pictures).toHaveLength(pictures);
      expect(got?.problems).toEqual([]);
    }
  });

  it('takes at most ten pictures', () => {
    const q = new URLSearchParams({ shared: '1' });
    for (let i = 0; i < 12; i += 1) q.append('pic', `${SIG}~1~1~ffffff`);
    expect(sharePrefill(q)?.pictures).toHaveLength(10);
  });
});
