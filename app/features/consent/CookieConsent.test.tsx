// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '#domain/accounts/viewer';
import { COOKIE_TOAST_TEXT, type CookieConsent as Consent } from '#domain/consent/consent';
import { en } from '#domain/i18n/catalogs/en';
import type { DeviceClass } from '#domain/layout/device';
import { resourceAnswer } from '../../../tests/fixtures/app';
import { viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { CookieConsent } from './CookieConsent';

/** The toast's words as an English page says them (decision 064). */
const TOAST = en[COOKIE_TOAST_TEXT];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const page: { viewer: Viewer; device: DeviceClass } = {
  viewer: viewerFor('visitor'),
  device: 'desktop',
};
const rootLoader = vi.fn(() => ({}));

function Frame() {
  return (
    <ViewerProvider viewer={page.viewer} origin="http://tessera.test" device={page.device}>
      <ToastProvider>
        <CookieConsent />
      </ToastProvider>
    </ViewerProvider>
  );
}

const Stub = createRoutesStub([{ id: 'root', path: '/', Component: Frame, loader: rootLoader }]);

async function show(viewer: Viewer, device: DeviceClass = 'desktop') {
  page.viewer = viewer;
  page.device = device;
  rootLoader.mockClear();
  render(<Stub initialEntries={['/']} />);
  await screen.findByText(/Tessera uses the cookies it needs/);
  rootLoader.mockClear();
}

function stubSave() {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const { options } = JSON.parse(String(init.body));
    return resourceAnswer({ ...options, stored: 'browser' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on Tessera' });

/** lets the save's promise chain (fetch, json, the toast, the revalidation) run */
async function settle() {
  for (let i = 0; i < 10; i += 1) await act(async () => {});
}

describe('the cookie banner (spec 02 §2, §4)', () => {
  it('M-225 is shown by default to a person who has not chosen: a labelled region with three choices', async () => {
    await show(viewerFor('visitor'));
    const region = banner();
    expect(region).toBeTruthy();
    const names = within(region as HTMLElement)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Accept all', 'Reject all', 'Let me choose']);
  });

  it('M-225 is not shown to a bot, nor to someone who has chosen', () => {
    page.viewer = viewerFor('bot');
    const { unmount } = render(<Stub initialEntries={['/']} />);
    expect(banner()).toBeNull();
    unmount();
    const chosen: Consent = { analytic: false, marketing: false, personalization: false };
    page.viewer = { ...viewerFor('user'), cookieConsent: chosen };
    render(<Stub initialEntries={['/']} />);
    expect(banner()).toBeNull();
  });

  it('M-226/M-337 Accept all sends the three flags and surface_tag to UserSettingsResource update', async () => {
    const fetch = stubSave();
    await show(viewerFor('visitor'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/resource/UserSettingsResource/update/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      options: {
        allow_analytic_cookies: true,
        allow_marketing_cookies: true,
        allow_personalization_cookies: true,
        surface_tag: 'cookie_banner',
      },
    });
  });

  it('M-226/M-227/M-229 Reject all saves all three off, refreshes the user and the banner is done', async () => {
    const fetch = stubSave();
    await show(viewerFor('user'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await settle();
    const { options } = JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body));
    expect(options).toMatchObject({
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
    });
    expect(rootLoader).toHaveBeenCalled();
    expect(banner()).toBeNull();
  });

  it('M-228/M-409 Accept all shows the saved toast for 3000 ms', async () => {
    stubSave();
    await show(viewerFor('visitor'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await settle();
    const toast = () => screen.queryByText(TOAST)?.parentElement ?? null;
    expect(toast()).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(toast()?.dataset.state).toBe('visible');
    act(() => vi.advanceTimersByTime(2999));
    expect(toast()?.dataset.state).toBe('visible');
    act(() => vi.advanceTimersByTime(1));
    expect(toast()?.dataset.state).toBe('hiding');
    act(() => vi.advanceTimersByTime(200));
    expect(toast()).toBeNull();
  });

  it('a failed save keeps the banner and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              resource_response: {
                data: null,
                error: { code: 'x', message: 'Tessera is busy.', http_status: 503 },
              },
            }),
            { status: 503 },
          ),
      ),
    );
    await show(viewerFor('visitor'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await settle();
    expect(banner()).toBeTruthy();
    expect(within(banner() as HTMLElement).getByRole('alert').textContent).toBe('Tessera is busy.');
    expect(screen.queryByText(TOAST)).toBeNull();
  });

  it('M-230 Let me choose opens the labelled cookie settings modal; on desktop the banner stays', async () => {
    await show(viewerFor('visitor'));
    fireEvent.click(screen.getByRole('button', { name: 'Let me choose' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cookie settings' },
      { timeout: 5000 },
    );
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('name'))).toEqual([
      'analytic',
      'marketing',
      'personalization',
    ]);
    // nothing optional before the person says so
    expect(switches.every((s) => !(s as HTMLInputElement).checked)).toBe(true);
    // still in the page behind the modal (which hides the rest from assistive technology)
    expect(document.querySelector('[data-cookie-banner]')).toBeTruthy();
  });

  it('M-231 on mobile Let me choose hides the banner; Save sends the chosen flags from the modal', async () => {
    const fetch = stubSave();
    await show(viewerFor('visitor'), 'mobile');
    fireEvent.click(screen.getByRole('button', { name: 'Let me choose' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cookie settings' },
      { timeout: 5000 },
    );
    expect(document.querySelector('[data-cookie-banner]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Personalisation' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    const { options } = JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body));
    expect(options).toEqual({
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'cookie_settings_modal',
    });
    expect(screen.getByText(TOAST)).toBeTruthy();
    expect(rootLoader).toHaveBeenCalled();
  });

  it.each([
    [
      'Cancel',
      (dialog: HTMLElement) =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
  ])(
    'M-231 on mobile, settings closed with %s record nothing, and the banner is back until a choice is made',
    async (_how, close) => {
      const fetch = stubSave();
      await show(viewerFor('visitor'), 'mobile');
      fireEvent.click(screen.getByRole('button', { name: 'Let me choose' }));
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Cookie settings' },
        { timeout: 5000 },
      );
      expect(banner()).toBeNull();
      close(dialog);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).toBeNull(),
      );
      expect(banner()).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
      // and the question can be answered from it
      fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
      await settle();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(banner()).toBeNull();
    },
  );
});
