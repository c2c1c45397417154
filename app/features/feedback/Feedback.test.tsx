// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardModel } from '#domain/pins/models';
import { KINDS, pin, user, viewerFor } from '../../../tests/fixtures/pins';
import { renderHoveredCard } from '../pins/test-support';

interface Call {
  url: string;
  body: unknown;
}

/** The resource API as the card sees it: each POST answers what the server would. */
function fakeApi(answer: (url: string) => unknown, status = 200): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const data = answer(url);
      const error =
        status === 200 ? null : { code: 'bad_request', message: String(data), http_status: status };
      return new Response(
        JSON.stringify({ resource_response: { data: status === 200 ? data : null, error } }),
        { status, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return calls;
}

function followedBoard(): BoardModel {
  return {
    id: '70',
    name: 'Weeknight dinners',
    slug: 'weeknight-dinners',
    url: '/AdaLovelace/weeknight-dinners/',
    description: '',
    privacy: 'public',
    layout: 'default',
    owner: user(),
    isCollaborative: false,
    collaboratedByMe: false,
    collaboratorCount: 0,
    collaboratorPermissions: [],
    followedByMe: true,
    coverPinId: null,
    pinCount: 1,
    followerCount: 1,
    sectionCount: 0,
    archived: false,
    coverImages: [],
    createdAt: '2024-01-01T00:00:00.000Z',
  };
}

async function choose(card: HTMLElement, item: string) {
  fireEvent.keyDown(within(card).getByRole('button', { name: 'More options' }), { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  fireEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hide and report on the card (issue 13)', () => {
  it('P-147 P-148 M-397 M-394 Hide Pin shows the overlay with Pin hidden and Undo; Undo brings the card back', async () => {
    const calls = fakeApi((url) =>
      url.includes('/delete/')
        ? { pinId: '1', hidden: false, status: null, feedbackType: null }
        : { pinId: '1', hidden: true, status: 'hidden', feedbackType: 'pfy' },
    );
    const { card } = renderHoveredCard(KINDS.image, viewerFor('user'));
    await choose(card, 'Hide Pin');
    const status = await within(card).findByRole('status');
    expect(status.textContent).toContain('Pin hidden');
    // P-244: the card is 236 px wide (jsdom measures 0), so the subtitle is for screen readers only
    expect(within(status).getByText("Got it! We'll show you fewer Pins like this.").className).toBe(
      'visually-hidden',
    );
    expect(calls[0]?.url).toBe('/resource/PinFeedbackResource/create/');
    expect(calls[0]?.body).toEqual({ options: { pin_id: KINDS.image.id, feedback_type: 'pfy' } });
    expect(card.dataset.feedback).toBe('hidden');
    // P-152: pfy has no Unfollow; P-037: it links to /edit as 'Tune your home feed'
    expect(within(card).queryByRole('button', { name: 'Unfollow' })).toBeNull();
    const tune = within(card).getByRole('link', { name: 'Tune your home feed' });
    expect(tune.getAttribute('href')).toBe('/edit');
    const undo = within(card).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(document.activeElement).toBe(undo));
    fireEvent.click(undo);
    await waitFor(() => expect(card.dataset.feedback).toBeUndefined());
    expect(calls[1]?.url).toBe('/resource/PinFeedbackResource/delete/');
    // focus goes back to the pin, not to the page
    expect(document.activeElement?.tagName).toBe('A');
    expect(card.contains(document.activeElement)).toBe(true);
  });

  it('P-149 P-150 P-157 P-256 a pin from a followed board offers Unfollow, whose confirmation can be undone', async () => {
    const calls = fakeApi(() => ({
      pinId: '1',
      hidden: true,
      status: 'hidden',
      feedbackType: 'followed',
    }));
    const followed = pin({ board: followedBoard() });
    const { card } = renderHoveredCard(followed, viewerFor('user'));
    await choose(card, 'Hide Pin');
    fireEvent.click(await within(card).findByRole('button', { name: 'Unfollow' }));
    // P-151: followed has no Tune link
    expect(within(card).queryByRole('link', { name: /Tune your/ })).toBeNull();
    await waitFor(() => expect(card.dataset.feedback).toBe('unfollowed'));
    expect(within(card).getByRole('status').textContent).toContain('Unfollowed');
    expect(calls[1]?.url).toBe('/resource/BoardFollowResource/delete/');
    fireEvent.click(within(card).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(card.dataset.feedback).toBe('hidden'));
    expect(calls[2]?.url).toBe('/resource/BoardFollowResource/create/');
  });

  it('P-150 P-157 M-402 a pin from a followed person offers Unfollow of that person', async () => {
    const calls = fakeApi(() => ({ pinId: '1', hidden: true, status: 'hidden' }));
    const p = pin({ pinner: user({ explicitlyFollowedByMe: true }) });
    const { card } = renderHoveredCard(p, viewerFor('user'));
    await choose(card, 'Hide Pin');
    const status = await within(card).findByRole('status');
    expect(status.textContent).toContain('This Pin is from Ada Lovelace, a profile you follow');
    fireEvent.click(within(card).getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(card.dataset.feedback).toBe('unfollowed'));
    expect(calls[1]).toEqual({
      url: '/resource/UserFollowResource/delete/',
      body: { options: { user_id: '1' } },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(card.dataset.feedback).toBe('hidden'));
    expect(calls[2]?.url).toBe('/resource/UserFollowResource/create/');
  });

  it('P-377 P-153 Report Pin asks for a reason, then shows Reported without Undo and thanks in a toast', async () => {
    const calls = fakeApi(() => ({
      pinId: '1',
      hidden: true,
      status: 'reported',
      feedbackType: 'pfy',
    }));
    const { card } = renderHoveredCard(KINDS.image, viewerFor('user'));
    await choose(card, 'Report Pin');
    const dialog = await screen.findByRole('dialog', { name: 'Report Pin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Choose a reason to report this Pin.')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(card.dataset.feedback).toBe('reported'));
    expect(calls[0]?.body).toEqual({
      options: { pin_id: KINDS.image.id, reason: 'spam', feedback_type: 'pfy' },
    });
    expect(within(card).getByRole('status').textContent).toContain('Reported');
    expect(within(card).queryByRole('button', { name: 'Undo' })).toBeNull();
    // P-378: in the overlay (for screen readers on a narrow card) and in a toast everyone sees
    await act(() => new Promise((r) => setTimeout(r, 150)));
    const thanks = 'Thanks! Your feedback helps us keep the Tessera community safe.';
    expect(within(card).getByText(thanks)).toBeTruthy();
    expect(screen.getAllByText(thanks)).toHaveLength(2);
  });

  it('a failed hide leaves the card as it was and says why', async () => {
    fakeApi(() => 'That Pin does not exist or is not visible to you.', 404);
    const { card } = renderHoveredCard(KINDS.image, viewerFor('user'));
    await choose(card, 'Hide Pin');
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(card.dataset.feedback).toBeUndefined();
    expect(screen.getByText('That Pin does not exist or is not visible to you.')).toBeTruthy();
  });

  it('one’s own pins and visitors get neither Hide Pin nor Report Pin', async () => {
    const own = renderHoveredCard(pin({ pinner: user({ id: '2' }) }), viewerFor('user', '2'));
    fireEvent.keyDown(within(own.card).getByRole('button', { name: 'More options' }), {
      key: 'Enter',
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Hide Pin' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Report Pin' })).toBeNull();
  });
});
