// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '#domain/accounts/viewer';
import type { PinModel } from '#domain/pins/models';
import { KINDS, pin, user, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { TooltipProvider } from '../../ui/Tooltip';
import { LoginPromptProvider } from '../auth';
import { PinCard } from '../pins';
import { Closeup } from './Closeup';

// The closeup's "…" menu has the card's Hide Pin and Report Pin (decision 015), so a person who
// came to a pin from a shared link can hide or report it; a visitor is asked to log in.

const THANKS = 'Thanks! Your feedback helps us keep the Tessera community safe.';

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

interface Call {
  url: string;
  body: unknown;
}

/**
 * The resource API: feedback and comments calls answer what the server would, anything else an
 * empty page.
 */
function fakeApi(status: 'hidden' | 'reported' = 'hidden'): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('ResizeObserver', NoObserver);
  vi.stubGlobal('IntersectionObserver', NoObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const feedback = url.includes('PinFeedbackResource') || url.includes('PinReportResource');
      if (url.includes('PinCommentsResource')) {
        const data = { pinId: '100', count: 0, closed: false, ownedByMe: false, items: [] };
        return Response.json({
          resource_response: { data: { ...data, bookmark: null }, error: null },
        });
      }
      if (!feedback) return Response.json({ resource_response: { data: [], error: null } });
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const data = url.includes('/delete/')
        ? { pinId: '100', hidden: false, status: null, feedbackType: null }
        : { pinId: '100', hidden: true, status, feedbackType: 'pfy' };
      return Response.json({ resource_response: { data, error: null } });
    }),
  );
  return calls;
}

/** What the page under test shows: set by renderCloseup before it renders. */
const shown: { pin: PinModel; viewer: Viewer; cardBehind: boolean } = {
  pin: KINDS.image,
  viewer: viewerFor('user'),
  cardBehind: false,
};

function Page() {
  const { pin: p, viewer, cardBehind } = shown;
  return (
    <ViewerProvider viewer={viewer} origin="http://tessera.test">
      <TooltipProvider>
        <ToastProvider>
          <LoginPromptProvider>
            {/* the grid a closeup overlay is opened over */}
            {cardBehind ? <PinCard pin={p} viewer={viewer} /> : null}
            <Closeup pin={p} related={{ items: [], bookmark: null }} relatedProducts={[]} />
          </LoginPromptProvider>
        </ToastProvider>
      </TooltipProvider>
    </ViewerProvider>
  );
}

const Stub = createRoutesStub([{ path: '/pin/:id/', Component: Page }]);

function renderCloseup(p: PinModel, viewer: Viewer, opts: { cardBehind?: boolean } = {}) {
  Object.assign(shown, { pin: p, viewer, cardBehind: opts.cardBehind ?? false });
  return render(<Stub initialEntries={[`/pin/${p.id}/`]} />);
}

async function menuItems(): Promise<string[]> {
  const trigger = (await screen.findAllByRole('button', { name: 'More options' })).at(-1);
  if (!trigger) throw new Error('no menu');
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
}

async function choose(item: string) {
  await menuItems();
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: item }));
}

/** How long the overlay and the dialog may take to arrive: they are fetched when first needed. */
const LAZY = { timeout: 5000 };

/** The hidden overlay, once its chunk has arrived. */
function overlayOf(container: HTMLElement, status: string): Promise<HTMLElement> {
  return waitFor(() => {
    const o = container.querySelector<HTMLElement>(`[data-feedback-status="${status}"]`);
    if (!o) throw new Error('no overlay yet');
    return o;
  }, LAZY);
}

/** The closeup's media: what the hidden overlay covers. */
function media(container: HTMLElement): HTMLElement {
  const el = container.querySelector<HTMLElement>(
    'article [data-feedback], article img',
  )?.parentElement;
  if (!el) throw new Error('no media');
  return el;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// a whole closeup renders in each test, which takes seconds on a loaded machine
describe('Hide Pin and Report Pin in the closeup’s … menu', { timeout: 30_000 }, () => {
  it('P-278 a signed-in person gets them after the sharing entries, on someone else’s pin', async () => {
    fakeApi();
    renderCloseup(KINDS.image, viewerFor('user'));
    expect(await menuItems()).toEqual([
      'Send',
      'Download image',
      'Copy link',
      'Get Pin embed code',
      'Hide Pin',
      'Report Pin',
    ]);
  });

  it('one’s own pin has neither', async () => {
    fakeApi();
    renderCloseup(pin({ pinner: user({ id: '2' }) }), viewerFor('user', '2'));
    const items = await menuItems();
    expect(items).not.toContain('Hide Pin');
    expect(items).not.toContain('Report Pin');
  });

  it('P-148 M-397 M-394 Hide Pin covers the media with the card’s overlay; Undo brings it back', async () => {
    const calls = fakeApi();
    const { container } = renderCloseup(KINDS.image, viewerFor('user'));
    await choose('Hide Pin');
    const overlay = await overlayOf(container, 'hidden');
    const status = within(overlay).getByRole('status');
    expect(status.textContent).toContain('Pin hidden');
    expect(status.textContent).toContain("Got it! We'll show you fewer Pins like this.");
    expect(calls[0]).toEqual({
      url: '/resource/PinFeedbackResource/create/',
      body: { options: { pin_id: '100', feedback_type: 'pfy' } },
    });
    const covered = container.querySelector<HTMLElement>('article [data-feedback="hidden"]');
    expect(covered).toBeTruthy();
    // what the overlay covers (the image, Open) cannot be reached
    expect(covered?.querySelector('[inert]')?.querySelector('img')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tune your home feed' }).getAttribute('href')).toBe(
      '/edit',
    );
    // hidden already: the menu offers Report Pin, not Hide Pin again
    const items = await menuItems();
    expect(items).not.toContain('Hide Pin');
    expect(items).toContain('Report Pin');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(container.querySelector('article [data-feedback]')).toBeNull());
    expect(calls[1]).toEqual({
      url: '/resource/PinFeedbackResource/delete/',
      body: { options: { pin_id: '100' } },
    });
    expect(container.querySelector('[data-feedback-status]')).toBeNull();
    expect(media(container).querySelector('[inert]')).toBeNull();
    // the overlay that held focus is gone: focus is back on the menu the pin was hidden from
    expect(document.activeElement?.getAttribute('aria-label')).toBe('More options');
  });

  it('P-377 P-378 P-153 Report Pin asks for a reason, then shows Reported without Undo and the thanks', async () => {
    const calls = fakeApi('reported');
    const { container } = renderCloseup(KINDS.image, viewerFor('user'));
    await choose('Report Pin');

    // the dialog is fetched with the first report (decision 015)
    const dialog = await screen.findByRole('dialog', { name: 'Report Pin' }, LAZY);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Choose a reason to report this Pin.')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(container.querySelector('article [data-feedback="reported"]')).toBeTruthy(),
    );
    expect(calls[0]).toEqual({
      url: '/resource/PinReportResource/create/',
      body: { options: { pin_id: '100', reason: 'spam', feedback_type: 'pfy' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Pin' })).toBeNull());
    const overlay = await overlayOf(container, 'reported');
    expect(within(overlay).getByRole('status').textContent).toContain('Reported');
    expect(within(overlay).queryByRole('button', { name: 'Undo' })).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.getAllByText(THANKS).length).toBeGreaterThan(0);
    // reported: nothing left to hide or report
    const items = await menuItems();
    expect(items).not.toContain('Hide Pin');
    expect(items).not.toContain('Report Pin');
  });

  it('hiding in a closeup over a grid hides the card behind it too, and Undo brings both back', async () => {
    fakeApi();
    const { container } = renderCloseup(KINDS.image, viewerFor('user'), { cardBehind: true });
    const card = container.querySelector('article[data-pin-id]') as HTMLElement;
    await choose('Hide Pin');
    await waitFor(() => expect(card.dataset.feedback).toBe('hidden'));
    await waitFor(
      () => expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(2),
      LAZY,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Undo' })[1] as HTMLElement);
    await waitFor(() => expect(card.dataset.feedback).toBeUndefined());
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it.each([
    ['Hide Pin', 'Log in to hide Pins'],
    ['Report Pin', 'Log in to report this Pin'],
  ])(
    'a visitor who picks %s gets the login prompt %j, and nothing is sent',
    async (item, title) => {
      const calls = fakeApi();
      renderCloseup(KINDS.image, viewerFor('visitor'));
      await choose(item);
      const dialog = await screen.findByRole('dialog', { name: title }, LAZY);
      expect(within(dialog).getByLabelText('Email or username')).toBeTruthy();
      expect(calls).toEqual([]);
    },
  );
});
