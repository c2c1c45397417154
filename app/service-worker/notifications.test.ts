import { describe, expect, it, vi } from 'vitest';
import {
  type Clients,
  notificationPath,
  openFromNotification,
  showPush,
  type WindowClient,
} from './notifications';

// Decision 065: the worker's push and notificationclick handlers, with a registration and
// clients played here: every case of a click's tabs, which a browser cannot be made to click.
// A push through Chromium's own delivery to the real worker is in tests/e2e/share-and-push.

const ORIGIN = 'https://pins.example';

function registration() {
  const shown: { title: string; options: NotificationOptions }[] = [];
  return {
    shown,
    showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
      shown.push({ title, options });
    }),
  };
}

function tab(url: string, focused = false) {
  const t: WindowClient & { went: string[] } = {
    url,
    focused,
    went: [],
    focus: vi.fn(async () => t),
    navigate: vi.fn(async (to: string) => {
      t.went.push(to);
      t.url = to;
      return t;
    }),
    postMessage: vi.fn(),
  };
  return t;
}

function clients(tabs: WindowClient[]) {
  const opened: string[] = [];
  const c: Clients & { opened: string[] } = {
    opened,
    matchAll: vi.fn(async () => tabs),
    openWindow: vi.fn(async (url: string) => {
      opened.push(url);
      return null;
    }),
  };
  return c;
}

describe('a push', () => {
  it('shows the bell’s sentence under the instance’s name, tagged, leading to its page', async () => {
    const reg = registration();
    const data = {
      title: 'Tessera',
      body: 'Ada saved your Pin',
      url: '/pin/7/',
      tag: 'notification-9',
    };
    await showPush(reg, () => data);
    expect(reg.shown).toEqual([
      {
        title: 'Tessera',
        options: {
          body: 'Ada saved your Pin',
          tag: 'notification-9',
          icon: '/app-icon/192.png',
          badge: '/app-icon/192.png',
          data: { url: '/pin/7/' },
        },
      },
    ]);
  });

  it('sent again under the same tag replaces the one shown (the same tag)', async () => {
    const reg = registration();
    const data = { title: 'Tessera', body: 'Ada sent you a message', tag: 'notification-3' };
    await showPush(reg, () => data);
    await showPush(reg, () => data);
    expect(reg.shown.map((s) => s.options.tag)).toEqual(['notification-3', 'notification-3']);
  });

  it.each([
    ['not JSON', () => JSON.parse('not json')],
    ['no data', () => null],
    ['no title', () => ({ body: 'x' })],
    ['a number', () => 5],
  ])('%s: nothing is shown', (_, json) => {
    const reg = registration();
    expect(showPush(reg, json)).toBeNull();
    expect(reg.showNotification).not.toHaveBeenCalled();
  });

  it('leads only to a page of this site', async () => {
    const reg = registration();
    await showPush(reg, () => ({ title: 'T', body: 'b', url: '//evil.example/x' }));
    // another site's address is read as a path of this one
    expect(reg.shown[0]?.options.data).toEqual({ url: '/x' });
  });
});

describe('a click on a notification', () => {
  it.each([
    [{ url: '/pin/7/' }, '/pin/7/'],
    [{ url: 'https://evil.example/pin/7/' }, '/pin/7/'],
    [{ url: '//evil.example/' }, '/'],
    [{ url: '' }, '/notifications/'],
    [{}, '/notifications/'],
    [null, '/notifications/'],
    ['/pin/7/', '/notifications/'],
  ])('with data %j opens %s', (data, path) => {
    expect(notificationPath(data)).toBe(path);
  });

  it('focuses a tab of ours already on that page, and leaves it there', async () => {
    const on = tab(`${ORIGIN}/pin/7/`);
    const other = tab(`${ORIGIN}/`, true);
    const c = clients([other, on]);
    await openFromNotification(c, ORIGIN, '/pin/7/');
    expect(on.focus).toHaveBeenCalled();
    expect(on.went).toEqual([]);
    expect(other.focus).not.toHaveBeenCalled();
    expect(c.opened).toEqual([]);
  });

  it('else takes the focused tab of ours there', async () => {
    const a = tab(`${ORIGIN}/today/`);
    const b = tab(`${ORIGIN}/`, true);
    const c = clients([a, b]);
    await openFromNotification(c, ORIGIN, '/conversation/4/');
    expect(b.went).toEqual([`${ORIGIN}/conversation/4/`]);
    expect(a.focus).not.toHaveBeenCalled();
  });

  it('else any tab of ours, never another site’s', async () => {
    const theirs = tab('https://elsewhere.example/', true);
    const ours = tab(`${ORIGIN}/search/`);
    const c = clients([theirs, ours]);
    await openFromNotification(c, ORIGIN, '/pin/1/');
    expect(ours.went).toEqual([`${ORIGIN}/pin/1/`]);
    expect(theirs.focus).not.toHaveBeenCalled();
  });

  it('with no tab of ours, opens a window on the page', async () => {
    const c = clients([tab('https://elsewhere.example/', true)]);
    await openFromNotification(c, ORIGIN, '/pin-builder/?shared=1&pic=a');
    expect(c.opened).toEqual([`${ORIGIN}/pin-builder/?shared=1&pic=a`]);
  });
});
