import { describe, expect, it } from 'vitest';
import { type DeviceClass, deviceClassOf, isDesktop, refineDeviceClass } from './device.ts';

const UA = {
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36 Edg/136.0.0.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  kindle:
    'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.3.1 like Chrome/120.0.6099.230 Safari/537.36',
  operaMini:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('deviceClassOf: the request’s device class (client hint, then user agent)', () => {
  it.each<[string, string | undefined, string | undefined, DeviceClass]>([
    ['desktop Chrome, hint ?0', '?0', UA.linuxChrome, 'desktop'],
    ['desktop Chrome, no hint', undefined, UA.linuxChrome, 'desktop'],
    ['Mac Safari (sends no hints)', undefined, UA.macSafari, 'desktop'],
    ['Windows Edge', '?0', UA.windowsEdge, 'desktop'],
    ['iPhone Safari (no hints)', undefined, UA.iphone, 'mobile'],
    ['iPad Safari (no hints)', undefined, UA.ipad, 'tablet'],
    ['Android phone, hint ?1', '?1', UA.androidPhone, 'mobile'],
    ['Android phone, hint missing', undefined, UA.androidPhone, 'mobile'],
    ['Android tablet, hint ?0', '?0', UA.androidTablet, 'tablet'],
    ['Android tablet, no hint', undefined, UA.androidTablet, 'tablet'],
    ['Firefox on an Android phone', undefined, UA.firefoxAndroid, 'mobile'],
    ['Kindle Silk', undefined, UA.kindle, 'tablet'],
    ['Opera Mini', undefined, UA.operaMini, 'mobile'],
    ['the hint wins over a desktop user agent', '?1', UA.linuxChrome, 'mobile'],
    ['the hint wins over a phone user agent', '?0', UA.androidPhone, 'desktop'],
    ['hint with spaces', ' ?1 ', UA.linuxChrome, 'mobile'],
    ['a bot', undefined, UA.googlebot, 'desktop'],
    ['nothing known', undefined, undefined, 'desktop'],
    ['an unknown hint value falls back to the user agent', 'yes', UA.iphone, 'mobile'],
  ])('%s → %s', (_, mobileHint, userAgent, want) => {
    expect(deviceClassOf({ mobileHint, userAgent })).toBe(want);
  });
});

describe('refineDeviceClass: the browser’s own screen after hydration', () => {
  it.each<[string, DeviceClass, number, boolean, boolean, DeviceClass]>([
    ['a phone screen', 'mobile', 390, true, false, 'mobile'],
    ['an iPad that said Macintosh', 'desktop', 1024, true, false, 'tablet'],
    ['a tablet in portrait', 'tablet', 768, true, false, 'tablet'],
    ['a touch screen 743 px wide is a phone', 'desktop', 743, true, false, 'mobile'],
    ['a touch screen 744 px wide is a tablet', 'desktop', 744, true, false, 'tablet'],
    ['a phone turned sideways stays a phone', 'mobile', 932, true, false, 'mobile'],
    ['a "phone" 1024 px wide is a tablet', 'mobile', 1024, true, false, 'tablet'],
    ['a tablet in split view stays a tablet', 'tablet', 500, true, false, 'tablet'],
    ['a narrow desktop window stays a desktop', 'desktop', 390, false, true, 'desktop'],
    ['a phone UA on a mouse-driven screen is a desktop', 'mobile', 1280, false, true, 'desktop'],
    ['a touch laptop (fine pointer, hover)', 'desktop', 1366, false, true, 'desktop'],
    ['no pointer facts keep the server’s guess', 'mobile', 1280, false, false, 'mobile'],
    ['coarse pointer that hovers keeps the guess', 'tablet', 1280, true, true, 'tablet'],
  ])('%s', (_, server, width, coarsePointer, canHover, want) => {
    expect(refineDeviceClass(server, { width, coarsePointer, canHover })).toBe(want);
  });

  it('only the desktop class is desktop', () => {
    expect(isDesktop('desktop')).toBe(true);
    expect(isDesktop('tablet')).toBe(false);
    expect(isDesktop('mobile')).toBe(false);
  });
});
