import { describe, expect, it } from 'vitest';
import {
  backgroundUrl,
  isNopinMeta,
  largestCandidate,
  pageImages,
  pageTitle,
  parseSrcset,
  type RawImage,
  resolveImageUrl,
} from './page-images.ts';

const PAGE = 'https://shop.example.com/recipes/soup.html';

describe('parseSrcset (decision 051)', () => {
  it.each([
    [
      'a.jpg 480w, b.jpg 960w',
      [
        ['a.jpg', 480, null],
        ['b.jpg', 960, null],
      ],
    ],
    [
      'a.jpg, b.jpg 2x',
      [
        ['a.jpg', null, 1],
        ['b.jpg', null, 2],
      ],
    ],
    [
      'a.jpg 1.5x,b.jpg 3x',
      [
        ['a.jpg', null, 1.5],
        ['b.jpg', null, 3],
      ],
    ],
    [
      'https://c.com/w_400,h_300/a.jpg 400w, https://c.com/w_800,h_600/a.jpg 800w',
      [
        ['https://c.com/w_400,h_300/a.jpg', 400, null],
        ['https://c.com/w_800,h_600/a.jpg', 800, null],
      ],
    ],
    ['  a.jpg   100w ,  ', [['a.jpg', 100, null]]],
    // as the HTML parser reads it: a comma inside an address does not split it
    ['a.jpg,b.jpg', [['a.jpg,b.jpg', null, 1]]],
    ['', []],
  ])('%s', (srcset, expected) => {
    expect(parseSrcset(srcset).map((c) => [c.url, c.width, c.density])).toEqual(expected);
  });
});

describe('largestCandidate', () => {
  it.each([
    [['a.jpg 480w, b.jpg 1200w, c.jpg 960w'], 'b.jpg'],
    [['a.jpg 1x, b.jpg 2x'], 'b.jpg'],
    // widths win over densities: a width says more than a density
    [['a.jpg 3x', 'b.jpg 800w'], 'b.jpg'],
    // a <picture>'s sources and its img's srcset are one pool
    [['s1.webp 600w', null, 'i.jpg 400w, j.jpg 1600w'], 'j.jpg'],
    [[], null],
  ])('%j → %s', (sets, expected) => {
    expect(largestCandidate(sets)?.url ?? null).toBe(expected);
  });
});

describe('isNopinMeta', () => {
  it.each([
    ['nopin', true],
    ['NOPIN', true],
    ['nopin, nohover', true],
    ['nohover', false],
    ['nopinning', false],
    [null, false],
  ])('%s → %s', (content, expected) => {
    expect(isNopinMeta(content)).toBe(expected);
  });
});

describe('resolveImageUrl', () => {
  it.each([
    ['/img/a.jpg', 'https://shop.example.com/img/a.jpg'],
    ['b.jpg', 'https://shop.example.com/recipes/b.jpg'],
    ['//cdn.example.com/c.jpg', 'https://cdn.example.com/c.jpg'],
    ['https://cdn.example.com/c.jpg#x', 'https://cdn.example.com/c.jpg'],
    ['data:image/gif;base64,R0lGOD', null],
    ['javascript:alert(1)', null],
    ['ftp://x.com/a.jpg', null],
    ['https://u:p@x.com/a.jpg', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(resolveImageUrl(raw, PAGE)).toBe(expected);
  });
});

describe('backgroundUrl and pageTitle', () => {
  it.each([
    ['url("a.jpg")', 'a.jpg'],
    ["url('b.png'), linear-gradient(red, blue)", 'b.png'],
    ['url(c.webp)', 'c.webp'],
    ['none', null],
  ])('background %s → %s', (value, expected) => {
    expect(backgroundUrl(value)).toBe(expected);
  });

  it('og:title wins over <title>; spaces fold; the pin limit cuts', () => {
    expect(pageTitle(' Soup  of\nthe day ', 'Site | Soup', 100)).toBe('Soup of the day');
    expect(pageTitle('', 'Site | Soup', 100)).toBe('Site | Soup');
    expect(pageTitle(null, 'x'.repeat(120), 100)).toHaveLength(100);
  });
});

describe('pageImages (decision 051)', () => {
  const img = (over: Partial<RawImage>): RawImage => ({ kind: 'img', ...over });

  it('a page marked nopin offers nothing', () => {
    expect(pageImages(PAGE, [img({ src: '/a.jpg' })], { nopin: true })).toEqual({
      nopin: true,
      images: [],
    });
  });

  it('takes the largest srcset candidate, then lazy addresses, then src', () => {
    const found = pageImages(
      PAGE,
      [
        img({ src: '/small.jpg', srcsets: ['/m.jpg 600w, /l.jpg 1200w'] }),
        img({ src: 'data:image/gif;base64,R0l', lazySrcs: [null, '/lazy.jpg'] }),
        img({ src: '/plain.jpg' }),
      ],
      { nopin: false },
    ).images.map((i) => i.url);
    expect(found).toEqual([
      'https://shop.example.com/l.jpg',
      'https://shop.example.com/lazy.jpg',
      'https://shop.example.com/plain.jpg',
    ]);
  });

  it.each([
    [img({ src: '/icon.png', width: 32, height: 32 }), 0],
    [img({ src: '/wide-banner.png', width: 800, height: 60 }), 0],
    [img({ src: '/photo.jpg', width: 300, height: 200 }), 1],
    [img({ src: '/unknown-size.jpg' }), 1],
    [{ kind: 'background', src: '/texture.png', width: 150, height: 150 } as RawImage, 0],
    [{ kind: 'background', src: '/hero.jpg', width: 1200, height: 400 } as RawImage, 1],
  ])('size rule: %j → %i offered', (raw, count) => {
    expect(pageImages(PAGE, [raw], { nopin: false }).images).toHaveLength(count);
  });

  it('a picture marked nopin is never offered, even where the page mentions it again', () => {
    const found = pageImages(
      PAGE,
      [
        { kind: 'og', src: '/secret.jpg' },
        img({ src: '/secret.jpg', nopin: true }),
        img({ src: '/ok.jpg' }),
      ],
      { nopin: false },
    ).images.map((i) => i.url);
    expect(found).toEqual(['https://shop.example.com/ok.jpg']);
  });

  it('one entry per address; og:image and twitter:image first, then the largest, then page order', () => {
    const found = pageImages(
      PAGE,
      [
        img({ src: '/a.jpg', width: 200, height: 200 }),
        img({ src: '/b.jpg', width: 600, height: 400 }),
        img({ src: '/c.jpg' }),
        img({ src: '/a.jpg#again', width: 200, height: 200, alt: 'A' }),
        { kind: 'twitter', src: '/tw.jpg' },
        { kind: 'og', src: 'https://shop.example.com/c.jpg' },
      ],
      { nopin: false },
    ).images;
    expect(found.map((i) => [i.url.slice(-6), i.kind])).toEqual([
      ['/c.jpg', 'og'],
      ['tw.jpg', 'twitter'],
      ['/b.jpg', 'img'],
      ['/a.jpg', 'img'],
    ]);
    expect(found[3]?.alt).toBe('A');
  });

  it('offers at most 60 pictures', () => {
    const many = Array.from({ length: 80 }, (_, i) => img({ src: `/p${i}.jpg` }));
    expect(pageImages(PAGE, many, { nopin: false }).images).toHaveLength(60);
  });
});
