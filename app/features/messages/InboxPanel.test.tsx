// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceAnswer as answer, renderSignedIn } from '../../../tests/fixtures/app';
import { user } from '../../../tests/fixtures/pins';
import { InboxPanel } from './InboxPanel';

const cy = user({ id: '9', username: 'cy', fullName: 'Cy Marsh' });

/** The server as the panel sees it: an empty inbox, a people search, a send, an invite link. */
function server() {
  return vi.fn().mockImplementation(async (input: string, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('ConversationsResource')) return answer([]);
    if (url.includes('UserSearchResource')) return answer([cy]);
    if (url.includes('ConversationMessagesResource/create')) {
      return answer({ id: '1', conversationId: '44', text: JSON.parse(String(init?.body)) });
    }
    if (url.includes('CreateShareLinkResource')) {
      return answer({ inviteUrl: 'http://tessera.test/invited/?invite_code=abc' });
    }
    return answer(null);
  });
}

function show() {
  return renderSignedIn(<InboxPanel onClose={() => {}} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the inbox panel’s views (spec 01 §2)', () => {
  it('P-063 an empty inbox explains messaging (followInviteEducationView) and invites a friend by link', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = show();
    await screen.findByRole('heading', { name: 'Message the people you know' });
    expect(container.querySelector('section')?.dataset.view).toBe('followInviteEducationView');
    fireEvent.click(screen.getByRole('button', { name: 'Invite a friend' }));
    expect(
      await screen.findByText('Invite link copied. Send it to a friend to bring them to Tessera.'),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://tessera.test/invited/?invite_code=abc');
    const create = fetch.mock.calls.find(([u]) => String(u).includes('CreateShareLinkResource'));
    expect(JSON.parse(String(create?.[1]?.body)).options.url).toMatch(/^\/[^/]+\/$/);
  });

  it('P-063 a new message: people first (newMessageSelectRecipientsView), then the words (newMessageView)', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    const { container } = show();
    const view = () => container.querySelector('section')?.dataset.view;
    fireEvent.click(await screen.findByRole('button', { name: 'New message' }));
    expect(view()).toBe('newMessageSelectRecipientsView');
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: 'cy' } });
    fireEvent.click(await screen.findByRole('button', { name: /Cy Marsh/ }));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(view()).toBe('newMessageView');
    expect(screen.getByRole('list', { name: 'Sending to' }).textContent).toContain('Cy Marsh');
    expect(screen.queryByRole('textbox', { name: 'To' })).toBeNull();

    // Change goes back with the people kept
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(view()).toBe('newMessageSelectRecipientsView');
    expect(screen.getByRole('list', { name: 'Sending to' }).textContent).toContain('Cy Marsh');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hello Cy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([u]) => String(u).includes('ConversationMessagesResource')),
      ).toBe(true),
    );
    const sent = fetch.mock.calls.find(([u]) => String(u).includes('ConversationMessagesResource'));
    expect(JSON.parse(String(sent?.[1]?.body)).options).toMatchObject({
      user_ids: ['9'],
      text: 'Hello Cy',
    });
  });

  it('a waiting message request: the Message requests row shows the count the header badge has', async () => {
    const fetch = server();
    fetch.mockImplementation(async (input: string) => {
      const url = String(input);
      if (url.includes('UnreadCountResource')) return answer({ conversations: 0, requests: 1 });
      if (url.includes('ConversationsResource')) return answer([]);
      return answer(null);
    });
    vi.stubGlobal('fetch', fetch);
    show();
    const row = await screen.findByRole('button', {
      name: 'Message requests, 1 waiting for your answer',
    });
    expect(row.textContent).toContain('1');
    expect(
      await screen.findByText('No conversations yet. Your message requests are waiting above.'),
    ).toBeTruthy();
  });
});
