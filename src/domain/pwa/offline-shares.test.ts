import { describe, expect, it } from 'vitest';
import {
  isSharedBuilderPath,
  KEPT_SHARE_MESSAGE,
  KEPT_SHARE_TEXT,
  KEPT_SHARES_MAX,
  keptSharePageHtml,
  notKeptPageHtml,
  readUploadedShares,
  refusedShareText,
  uploadedShareText,
} from './offline-shares';
import { SHARE_TEXT } from './share-target';

// Issue 38: pictures shared while the phone is offline are kept on it and uploaded once online.

describe('the kept page', () => {
  it.each([
    [0, 'What you shared is kept on this device', 'then you make Pins from it.'],
    [1, 'Your picture is kept on this device', 'Tessera uploads it as soon as'],
    [3, 'Your 3 pictures are kept on this device', 'Tessera uploads them as soon as'],
    [10, 'Your 10 pictures are kept on this device', 'then you make Pins from them.'],
  ])('a share of %i pictures: "%s"', (n, lead, rest) => {
    const html = keptSharePageHtml(n);
    expect(html).toContain(`<h1>${KEPT_SHARE_TEXT.title}</h1>`);
    expect(html).toContain('role="status"');
    expect(html).toContain(lead);
    expect(html).toContain(rest);
    expect(html).toContain('<a href="/">Open Tessera</a>');
  });

  it(`says why when ${KEPT_SHARES_MAX} shares wait already, or the device has no room`, () => {
    expect(notKeptPageHtml('full')).toContain(`${KEPT_SHARES_MAX} shares are already waiting`);
    expect(notKeptPageHtml('no_room')).toContain(KEPT_SHARE_TEXT.noRoom);
    expect(notKeptPageHtml('full')).toContain('role="alert"');
  });
});

describe('what the person is told once a kept share is uploaded', () => {
  it.each([
    [0, 'What you shared offline is uploaded'],
    [1, 'The picture you shared offline is uploaded'],
    [2, 'The 2 pictures you shared offline are uploaded'],
  ])('%i pictures: "%s"', (n, text) => {
    expect(uploadedShareText(n)).toBe(text);
  });

  it('a refused share is told with the server’s reason', () => {
    expect(refusedShareText(SHARE_TEXT.tooMany)).toBe(
      `A share kept on this device could not be uploaded. ${SHARE_TEXT.tooMany}`,
    );
  });
});

describe('the builder addresses a share may open', () => {
  it.each([
    ['/pin-builder/?shared=1&pic=a', true],
    ['/pin-builder/?shared=1', true],
    ['/pin-builder/', false],
    ['/pin-builder/?shared=0', false],
    ['https://evil.example/pin-builder/?shared=1', false],
    ['//evil.example/pin-builder/?shared=1', false],
    ['/pin-builder/?shared=1&next=//evil.example', false],
    [`/pin-builder/?shared=1&${'x'.repeat(4100)}`, false],
  ])('%s → %s', (path, ok) => {
    expect(isSharedBuilderPath(path)).toBe(ok);
  });
});

describe('the worker’s message, read by the page', () => {
  const ready = (shares: unknown[]) => ({ type: KEPT_SHARE_MESSAGE.ready, shares });
  const good = { id: 'a1', builderPath: '/pin-builder/?shared=1&pic=x', pictures: 2 };

  it('reads uploaded and refused shares', () => {
    const refused = { id: 'b2', builderPath: null, pictures: 11, problem: 'Too many.' };
    expect(readUploadedShares(ready([good, { ...refused, pictures: 1 }]))).toEqual([
      good,
      { ...refused, pictures: 1 },
    ]);
  });

  it.each([
    ['another message', { type: 'SKIP_WAITING', shares: [good] }],
    ['no list', { type: KEPT_SHARE_MESSAGE.ready }],
    ['not an object', 'KEPT_SHARES_READY'],
    ['null', null],
  ])('%s: nothing', (_, data) => {
    expect(readUploadedShares(data)).toEqual([]);
  });

  it.each([
    ['an address elsewhere', { ...good, builderPath: 'https://evil.example/' }],
    ['no id', { ...good, id: '' }],
    ['a long id', { ...good, id: 'x'.repeat(65) }],
    ['a count past the share limit', { ...good, pictures: 11 }],
    ['a fractional count', { ...good, pictures: 1.5 }],
    ['refused without a reason', { ...good, builderPath: null }],
  ])('leaves out %s', (_, share) => {
    expect(readUploadedShares(ready([share]))).toEqual([]);
  });

  it('reads each share once, and no more than a device keeps', () => {
    expect(readUploadedShares(ready([good, good]))).toHaveLength(1);
    const many = Array.from({ length: KEPT_SHARES_MAX + 5 }, (_, i) => ({ ...good, id: `s${i}` }));
    expect(readUploadedShares(ready(many))).toHaveLength(KEPT_SHARES_MAX);
  });

  it('cuts a long reason', () => {
    const long = { id: 'c', builderPath: null, pictures: 1, problem: 'p'.repeat(500) };
    expect(readUploadedShares(ready([long]))[0]?.problem).toHaveLength(300);
  });
});
