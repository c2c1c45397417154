import { describe, expect, it } from 'vitest';
import {
  embedCode,
  embedHeight,
  popupFeatures,
  SHARE_POPUP_SIZES,
  type ShareChannel,
  shareUrl,
} from './share.ts';

const PIN = 'https://tessera.example/pin/12/';

describe('shareUrl', () => {
  it.each<[ShareChannel, string]>([
    [
      'facebook',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftessera.example%2Fpin%2F12%2F',
    ],
    [
      'twitter',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Ftessera.example%2Fpin%2F12%2F&text=Brass+lamp&via=tessera',
    ],
    [
      'line',
      'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Ftessera.example%2Fpin%2F12%2F',
    ],
    [
      'whatsapp',
      'https://api.whatsapp.com/send?text=Brass+lamp+https%3A%2F%2Ftessera.example%2Fpin%2F12%2F',
    ],
    [
      'email',
      'mailto:?subject=Brass%20lamp%20on%20Tessera&body=https%3A%2F%2Ftessera.example%2Fpin%2F12%2F',
    ],
  ])('M-363 M-364 M-365 %s shares the pin link', (channel, expected) => {
    expect(shareUrl(channel, { url: PIN, text: ' Brass lamp ' })).toBe(expected);
  });

  it('M-364 the Twitter intent carries via, the configured account or tessera', () => {
    const u = new URL(shareUrl('twitter', { url: PIN, text: '', via: 'ourhome' }));
    expect(u.searchParams.get('via')).toBe('ourhome');
    expect(u.searchParams.has('text')).toBe(false);
    expect(new URL(shareUrl('twitter', { url: PIN, text: '' })).searchParams.get('via')).toBe(
      'tessera',
    );
  });

  it('an untitled pin still has a subject and a message', () => {
    expect(shareUrl('email', { url: PIN, text: '' })).toContain('subject=A%20Pin%20on%20Tessera');
    expect(shareUrl('whatsapp', { url: PIN, text: '' })).toBe(
      'https://api.whatsapp.com/send?text=https%3A%2F%2Ftessera.example%2Fpin%2F12%2F',
    );
  });
});

describe('popupFeatures', () => {
  it('M-366 the popups are 510x525 and 550x420, centred', () => {
    expect(SHARE_POPUP_SIZES.facebook).toEqual({ width: 510, height: 525 });
    expect(SHARE_POPUP_SIZES.twitter).toEqual({ width: 550, height: 420 });
    expect(popupFeatures('twitter', { width: 1280, height: 800 })).toBe(
      'popup=yes,width=550,height=420,left=365,top=190',
    );
    expect(popupFeatures('facebook', { width: 400, height: 400, left: 100, top: 50 })).toBe(
      'popup=yes,width=510,height=525,left=45,top=0',
    );
  });
});

describe('embed', () => {
  it.each<[{ width: number; height: number } | null, number]>([
    [{ width: 690, height: 1035 }, 638],
    [{ width: 100, height: 1000 }, 800],
    [null, 465],
    [{ width: 0, height: 10 }, 465],
  ])('the frame fits the image %j: %i px', (image, height) => {
    expect(embedHeight(image)).toBe(height);
  });

  it('the code is one iframe with escaped attributes', () => {
    expect(
      embedCode({ src: 'https://t.example/embed/pin/1/', title: 'A "lamp" <b>', height: 500 }),
    ).toBe(
      '<iframe src="https://t.example/embed/pin/1/" width="345" height="500" title="A &quot;lamp&quot; &lt;b&gt;" style="border:0;border-radius:16px;max-width:100%" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });
});
