import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import {
  byCount,
  isSharedBuilderPath,
  KEPT_SHARE_MESSAGE,
  KEPT_SHARES_MAX,
  keptSharePageHtml,
  notKeptPageHtml,
  readUploadedShares,
} from './offline-shares';
import { readSwTexts, swTexts } from './sw-texts';

/** The worker's texts as the server says them in `locale` (decision 064: its catalog). */
function textsIn(locale: 'en' | 'de' | 'ar') {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return swTexts((id, values) => i18n._(id, values), {
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
  });
}

// Issue 38: pictures shared while the phone is offline are kept on it and uploaded once online.

describe('the kept page', () => {
  it.each([
    [0, 'What you shared is kept on this device', 'then you make Pins from it.'],
    [1, 'Your picture is kept on this device', 'Tessera uploads it as soon as'],
    [3, 'Your 3 pictures are kept on this device', 'Tessera uploads them as soon as'],
    [10, 'Your 10 pictures are kept on this device', 'then you make Pins from them.'],
  ])('a share of %i pictures: "%s"', (n, lead, rest) => {
    const html = keptSharePageHtml(n, textsIn('en').kept);
    expect(html).toContain('<h1>Kept until you are online</h1>');
    expect(html).toContain('role="status"');
    expect(html).toContain(lead);
    expect(html).toContain(rest);
    expect(html).toContain('<a href="/">Open Tessera</a>');
  });

  it(`says why when ${KEPT_SHARES_MAX} shares wait already, or the device has no room`, () => {
    const en = textsIn('en').kept;
    expect(notKeptPageHtml('full', en)).toContain(`${KEPT_SHARES_MAX} shares are already waiting`);
    expect(notKeptPageHtml('no_room', en)).toContain('This device has no room to keep the share.');
    expect(notKeptPageHtml('full', en)).toContain('role="alert"');
  });

  it('is said in the language of the page the worker last served (decision 065)', () => {
    const de = keptSharePageHtml(3, textsIn('de').kept);
    expect(de).toContain('<html lang="de" dir="ltr">');
    expect(de).toContain('<h1>Aufbewahrt, bis du online bist</h1>');
    expect(de).toContain('Deine 3 Bilder werden auf diesem Gerät aufbewahrt.');
    expect(keptSharePageHtml(2, textsIn('ar').kept)).toContain('صورتاك محفوظتان');
    expect(notKeptPageHtml('full', textsIn('de').kept)).toContain(
      `Auf diesem Gerät warten schon ${KEPT_SHARES_MAX} Freigaben.`,
    );
  });
});

describe('the worker’s texts', () => {
  it('survive being kept as JSON, and a copy that is not whole is not read', () => {
    const de = textsIn('de');
    expect(readSwTexts(JSON.parse(JSON.stringify(de)))).toEqual(de);
    expect(readSwTexts({ ...de, uploaded: de.uploaded.slice(1) })).toBeNull();
    expect(readSwTexts({ ...de, offline: { ...de.offline, dir: 'up' } })).toBeNull();
    expect(readSwTexts(null)).toBeNull();
  });
});

describe('what the person is told once a kept share is uploaded', () => {
  it.each([
    [0, 'What you shared offline is uploaded'],
    [1, 'The picture you shared offline is uploaded'],
    [2, 'The 2 pictures you shared offline are uploaded'],
  ])('%i pictures: "%s"', (n, text) => {
    expect(byCount(textsIn('en').uploaded, n)).toBe(text);
  });

  it('in the worker’s language (its notification) and the page’s (its toast)', () => {
    expect(byCount(textsIn('de').uploaded, 2)).toBe(
      'Die 2 Bilder, die du offline geteilt hast, sind hochgeladen',
    );
    const de = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
    const tooMany = textsIn('de').share.tooMany;
    expect(de._('share.keptRefused', { problem: tooMany })).toBe(
      `Eine auf diesem Gerät aufbewahrte Freigabe konnte nicht hochgeladen werden. ${tooMany}`,
    );
  });

  it('a refused share is told with the server’s reason', () => {
    const en = setupI18n({ locale: 'en', messages: { en: CATALOGS.en } });
    const tooMany = textsIn('en').share.tooMany;
    expect(tooMany).toBe(
      'You can share up to 10 pictures at once. Choose 10 or fewer and share again.',
    );
    expect(en._('share.keptRefused', { problem: tooMany })).toBe(
      `A share kept on this device could not be uploaded. ${tooMany}`,
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
