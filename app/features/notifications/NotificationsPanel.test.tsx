// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationModel } from '#domain/messages/notifications';
import { resourceAnswer as answer, renderSignedIn } from '../../../tests/fixtures/app';
import { user } from '../../../tests/fixtures/pins';
import { NotificationsPanel } from './NotificationsPanel';

const ana = user({ id: '7', username: 'ana', fullName: 'Ana Lima' });
const row = (over: Partial<NotificationModel>): NotificationModel => ({
  id: '1',
  kind: 'follow',
  actor: ana,
  createdAt: '2026-11-29T08:00:00.000Z',
  unread: true,
  pin: null,
  board: null,
  conversationId: null,
  ...over,
});

/** The server: two rows, the newest unread; what the panel asks it to mark is recorded. */
function server() {
  return vi.fn().mockImplementation(async (input: string) => {
    const url = String(input);
    if (url.includes('NotificationsResource/get')) {
      return answer([
        row({ id: '2', kind: 'pin_save', pin: { id: '42' } }),
        row({ id: '1', createdAt: '2026-11-28T08:00:00.000Z', unread: false }),
      ]);
    }
    return answer({ unread: 0 });
  });
}

const updates = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls
    .filter(([u]) => String(u).includes('NotificationsResource/update'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)).options);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notifications panel', () => {
  it('opening it reads what it shows (up to its newest row), and those rows still show as new while it is open', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    renderSignedIn(<NotificationsPanel onClose={() => {}} />);
    const saved = await screen.findByRole('link', { name: /Ana Lima saved your Pin/ });
    expect(saved.textContent).toMatch(/^Unread: /);
    await waitFor(() =>
      expect(updates(fetch)).toEqual([{ action: 'read_all', up_to: '2026-11-29T08:00:00.000Z' }]),
    );
    expect(saved.closest('li')?.dataset.unread).toBe('true');
    const followed = screen.getByRole('link', { name: /Ana Lima followed you/ });
    expect(followed.textContent).toMatch(/^Ana Lima/);

    // Mark all as read still clears the marks of this opening
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(saved.textContent).toMatch(/^Ana Lima saved your Pin/));
    expect(saved.closest('li')?.dataset.unread).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('a list with nothing unread asks the server to read nothing', async () => {
    const fetch = vi.fn().mockImplementation(async () => answer([row({ unread: false })]));
    vi.stubGlobal('fetch', fetch);
    renderSignedIn(<NotificationsPanel onClose={() => {}} />);
    await screen.findByRole('link', { name: /Ana Lima followed you/ });
    expect(updates(fetch)).toEqual([]);
  });

  it('Follow back on a new follower’s row follows them, then says Following', async () => {
    const fetch = vi.fn().mockImplementation(async (input: string) => {
      const url = String(input);
      if (url.includes('NotificationsResource/get')) return answer([row({ unread: false })]);
      if (url.includes('UserFollowResource/create')) {
        return answer({ ...ana, explicitlyFollowedByMe: true });
      }
      return answer(null);
    });
    vi.stubGlobal('fetch', fetch);
    renderSignedIn(<NotificationsPanel onClose={() => {}} />);
    // the name starts with the words on the button, so 'click Follow back' by voice finds it
    fireEvent.click(await screen.findByRole('button', { name: 'Follow back Ana Lima' }));
    const following = await screen.findByRole('button', { name: 'Following Ana Lima' });
    expect((following as HTMLButtonElement).disabled).toBe(true);
    const sent = fetch.mock.calls.find(([u]) => String(u).includes('UserFollowResource/create'));
    expect(JSON.parse(String(sent?.[1]?.body)).options).toEqual({ user_id: 7 });
    // a saved-your-Pin row has no such button
    expect(screen.getAllByRole('button', { name: /Follow/ })).toHaveLength(1);
  });

  it('a follower already followed back shows Following from the start', async () => {
    const fetch = vi
      .fn()
      .mockImplementation(async () =>
        answer([row({ actor: { ...ana, explicitlyFollowedByMe: true } })]),
      );
    vi.stubGlobal('fetch', fetch);
    renderSignedIn(<NotificationsPanel onClose={() => {}} />);
    await screen.findByRole('button', { name: 'Following Ana Lima' });
    expect(screen.queryByRole('button', { name: 'Follow back Ana Lima' })).toBeNull();
  });

  it('a follow request (decision 045) offers Approve and Decline; Approve says who now follows', async () => {
    const fetch = vi.fn().mockImplementation(async (input: string) => {
      const url = String(input);
      if (url.includes('NotificationsResource/get')) {
        return answer([row({ kind: 'follow_request', unread: false })]);
      }
      if (url.includes('FollowRequestResource/update')) return answer({ approved: true });
      return answer(null);
    });
    vi.stubGlobal('fetch', fetch);
    renderSignedIn(<NotificationsPanel onClose={() => {}} />);
    await screen.findByRole('link', { name: /Ana Lima asked to follow you/ });
    expect(screen.getByRole('button', { name: "Decline Ana Lima's follow request" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Approve Ana Lima's follow request" }));
    await screen.findByText('Ana Lima now follows you');
    const sent = fetch.mock.calls.find(([u]) => String(u).includes('FollowRequestResource/update'));
    expect(JSON.parse(String(sent?.[1]?.body)).options).toEqual({ user_id: 7, action: 'approve' });
    expect(screen.queryByRole('button', { name: /Decline/ })).toBeNull();
  });
});
