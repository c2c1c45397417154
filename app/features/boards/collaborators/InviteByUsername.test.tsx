// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceAnswer as answer, renderSignedIn } from '../../../../tests/fixtures/app';
import { user } from '../../../../tests/fixtures/pins';
import { InviteByUsername } from './InviteByUsername';

const felix = user({ id: '7', username: 'felix_h', fullName: 'Felix Hart' });

function server() {
  return vi.fn().mockImplementation(async (input: string) => {
    const url = String(input);
    if (url.includes('UserSearchResource')) return answer([felix]);
    if (url.includes('BoardInviteResource/create')) {
      return answer({ invite: { invitedUser: felix, permissions: [], status: 'invited' } });
    }
    return answer(null);
  });
}

const invites = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([u]) => String(u).includes('BoardInviteResource/create'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('inviting a collaborator by username', () => {
  it('picking a suggestion fills the field; Invite sends it once, with no error beside the success', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    const onInvited = vi.fn();
    renderSignedIn(<InviteByUsername boardId="5" onInvited={onInvited} />);
    const input = screen.getByRole('combobox', { name: 'Username' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'fel' } });
    fireEvent.click(await screen.findByRole('option', { name: /Felix Hart/ }));
    expect(input.value).toBe('felix_h');
    expect(screen.queryByRole('option')).toBeNull();
    expect(invites(fetch)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(onInvited).toHaveBeenCalledTimes(1));
    expect(onInvited.mock.calls[0]?.[1]).toBe('Invite sent to Felix Hart.');
    expect(invites(fetch)).toHaveLength(1);
    expect(JSON.parse(String(invites(fetch)[0]?.[1]?.body)).options.username).toBe('felix_h');
    expect(screen.queryByText('Type the username of the person to invite.')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('Enter on a highlighted suggestion fills the field too; the next Enter sends', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    const onInvited = vi.fn();
    renderSignedIn(<InviteByUsername boardId="5" onInvited={onInvited} />);
    const input = screen.getByRole('combobox', { name: 'Username' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'fel' } });
    await screen.findByRole('option', { name: /Felix Hart/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(input.value).toBe('felix_h');
    expect(invites(fetch)).toHaveLength(0);
    fireEvent.submit(input.form as HTMLFormElement);
    await waitFor(() => expect(onInvited).toHaveBeenCalledTimes(1));
    expect(invites(fetch)).toHaveLength(1);
  });
});
