import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../i18n/catalogs/en.ts';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import { cardLinkLabel, pinAltText } from './alt-text.ts';

/** The page's `t` in `locale` (decision 064: its catalog). */
function sayIn(locale: 'en' | 'de' | 'ja') {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
}
const en = sayIn('en');

describe('pinAltText', () => {
  it('M-435 human alt text reads "This contains: {altText}"', () => {
    expect(pinAltText({ altText: 'A red chair', autoAltText: 'chair', title: 'Chair' }, en)).toBe(
      'This contains: A red chair',
    );
  });

  it('M-436 generated alt text reads "This may contain: {autoAltText}"', () => {
    expect(pinAltText({ altText: '  ', autoAltText: 'a chair, a lamp', title: 'Chair' }, en)).toBe(
      'This may contain: a chair, a lamp',
    );
    expect(pinAltText({ altText: null, autoAltText: 'lamp' }, en)).toBe('This may contain: lamp');
  });

  it('P-247 falls back to "This contains an image of: {pinTitle}"', () => {
    expect(pinAltText({ title: 'Cozy  reading nook ' }, en)).toBe(
      'This contains an image of: Cozy reading nook',
    );
    expect(pinAltText({ altText: '', autoAltText: '', title: 'Nook' }, en)).toBe(
      'This contains an image of: Nook',
    );
  });

  it('is said in the page’s language (decision 064)', () => {
    expect(pinAltText({ altText: 'Ein roter Stuhl' }, sayIn('de'))).toBe(
      'Enthält: Ein roter Stuhl',
    );
    expect(pinAltText({ title: '読書コーナー' }, sayIn('ja'))).toBe('読書コーナー の画像');
    expect(cardLinkLabel('Nook', { videoTime: '0:15' }, sayIn('de'))).toBe('Nook, Video 0:15');
  });

  it('P-247 is empty when nothing is known', () => {
    expect(pinAltText({}, en)).toBe('');
    expect(pinAltText({ title: '   ' }, en)).toBe('');
  });
});

describe('cardLinkLabel (WCAG 2.5.3: the words over the image are in the link name)', () => {
  it.each([
    ['an image', {}, 'Nook'],
    ['a video with its duration badge', { videoTime: '0:15' }, 'Nook, video 0:15'],
    ['a gif with its GIF badge', { gif: true }, 'Nook, GIF'],
    ['an empty duration', { videoTime: '' }, 'Nook'],
  ])('%s', (_, shown, expected) => {
    expect(cardLinkLabel('Nook', shown, en)).toBe(expected);
  });
});
