import { describe, expect, it } from 'vitest';
import { cardLinkLabel, pinAltText } from './alt-text.ts';

describe('pinAltText', () => {
  it('M-435 human alt text reads "This contains: {altText}"', () => {
    expect(pinAltText({ altText: 'A red chair', autoAltText: 'chair', title: 'Chair' })).toBe(
      'This contains: A red chair',
    );
  });

  it('M-436 generated alt text reads "This may contain: {autoAltText}"', () => {
    expect(pinAltText({ altText: '  ', autoAltText: 'a chair, a lamp', title: 'Chair' })).toBe(
      'This may contain: a chair, a lamp',
    );
    expect(pinAltText({ altText: null, autoAltText: 'lamp' })).toBe('This may contain: lamp');
  });

  it('P-247 falls back to "This contains an image of: {pinTitle}"', () => {
    expect(pinAltText({ title: 'Cozy  reading nook ' })).toBe(
      'This contains an image of: Cozy reading nook',
    );
    expect(pinAltText({ altText: '', autoAltText: '', title: 'Nook' })).toBe(
      'This contains an image of: Nook',
    );
  });

  it('P-247 is empty when nothing is known', () => {
    expect(pinAltText({})).toBe('');
    expect(pinAltText({ title: '   ' })).toBe('');
  });
});

describe('cardLinkLabel (WCAG 2.5.3: the words over the image are in the link name)', () => {
  it.each([
    ['an image', {}, 'Nook'],
    ['a video with its duration badge', { videoTime: '0:15' }, 'Nook, video 0:15'],
    ['a gif with its GIF badge', { gif: true }, 'Nook, GIF'],
    ['an empty duration', { videoTime: '' }, 'Nook'],
  ])('%s', (_, shown, expected) => {
    expect(cardLinkLabel('Nook', shown)).toBe(expected);
  });
});
