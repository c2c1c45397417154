// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CookieConsent } from '#domain/consent/consent';
import { viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { CookiePreferences } from './CookiePreferences';

afterEach(cleanup);

const state: { consent: CookieConsent | null; posted: [string, string][] } = {
  consent: null,
  posted: [],
};
const action = vi.fn(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  state.posted = [...form.entries()].map(([k, v]) => [k, String(v)]);
  return { ok: true, intent: 'cookies', message: 'Your cookie choices are saved.' };
});

function Page() {
  return (
    <ViewerProvider
      viewer={{ ...viewerFor('user'), cookieConsent: state.consent }}
      origin="http://tessera.test"
    >
      <CookiePreferences />
    </ViewerProvider>
  );
}

const Stub = createRoutesStub([{ path: '/settings', Component: Page, action }]);

function show(consent: CookieConsent | null) {
  state.consent = consent;
  render(<Stub initialEntries={['/settings']} />);
}

const checked = () =>
  screen
    .getAllByRole('switch')
    .map((s) => [s.getAttribute('name'), (s as HTMLInputElement).checked]);

describe('settings: cookie preferences (spec 02 §3 user settings)', () => {
  it('not chosen yet: all three off, and it says none are used', async () => {
    show(null);
    expect(await screen.findByText(/You have not chosen about the others yet/)).toBeTruthy();
    expect(checked()).toEqual([
      ['analytic', false],
      ['marketing', false],
      ['personalization', false],
    ]);
  });

  it('shows the stored choice and posts the switches to the page action (intent cookies)', async () => {
    show({ analytic: true, marketing: false, personalization: true });
    await screen.findByText(/These are the others you allow/);
    expect(checked()).toEqual([
      ['analytic', true],
      ['marketing', false],
      ['personalization', true],
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save cookie choices' }));
    expect(await screen.findByText('Your cookie choices are saved.')).toBeTruthy();
    // unticked switches post nothing: the action reads a missing one as a no
    expect(state.posted.filter(([k]) => k !== '_csrf')).toEqual([
      ['intent', 'cookies'],
      ['analytic', '1'],
      ['marketing', '1'],
      ['personalization', '1'],
    ]);
  });
});
