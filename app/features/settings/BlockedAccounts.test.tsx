// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { type BlockedAccount, BlockedAccounts } from './BlockedAccounts';

const cai = user({ id: '7', username: 'cai', fullName: 'Cai Lin' });
const dev = user({ id: '8', username: 'dev', fullName: 'Dev Rao' });
const row = (u: typeof cai): BlockedAccount => ({ user: u, blockedAt: '2026-11-01T00:00:00Z' });

function show(items: BlockedAccount[], bookmark: string | null = null) {
  return render(
    <MemoryRouter>
      <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test" device="desktop">
        <ToastProvider>
          <BlockedAccounts items={items} bookmark={bookmark} />
        </ToastProvider>
      </ViewerProvider>
    </MemoryRouter>,
  );
}

function answer(data: unknown, bookmark: string | null = null, status = 200) {
  return new Response(
    JSON.stringify({
      resource_response: {
        data: status === 200 ? data : null,
        bookmark,
        error: status === 200 ? null : { code: 'x', message: String(data), http_status: status },
      },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Blocked accounts (issue 13)', () => {
  it('says when nobody is blocked', () => {
    show([]);
    expect(screen.getByText(/You haven't blocked anyone/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists avatar, name and @username; Unblock asks, then calls UserBlockResource delete and says so', async () => {
    const fetch = vi.fn().mockResolvedValue(answer({ blocked: false }));
    vi.stubGlobal('fetch', fetch);
    show([row(cai), row(dev)]);
    const list = screen.getByRole('list', { name: 'Blocked accounts' });
    expect(within(list).getByRole('link', { name: 'Cai Lin' }).getAttribute('href')).toBe('/cai/');
    expect(within(list).getByText('@cai')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Unblock Cai Lin' }));
    const ask = await screen.findByRole('dialog', { name: 'Unblock Cai Lin?' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Cai Lin is unblocked.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/resource/UserBlockResource/delete/');
    expect(JSON.parse(String(init.body))).toEqual({ options: { user_id: '7' } });
    await waitFor(() => expect(within(list).queryByText('@cai')).toBeNull());
    expect(within(list).getByText('@dev')).toBeTruthy();
  });

  it('Show more fetches the next page by bookmark and adds it; it goes when there is no more', async () => {
    const fetch = vi.fn().mockResolvedValue(answer([row(dev)], null));
    vi.stubGlobal('fetch', fetch);
    show([row(cai)], 'bm1');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('@dev')).toBeTruthy();
    const url = decodeURIComponent(String(fetch.mock.calls[0]?.[0]));
    expect(url).toContain('/resource/UserBlockResource/get/');
    expect(url).toContain('"bookmark":"bm1"');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  });

  it("a failed unblock keeps the person and shows the server's words", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer('Log in to see the accounts you blocked', null, 401)),
    );
    show([row(cai)]);
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Cai Lin' }));
    const ask = await screen.findByRole('dialog', { name: 'Unblock Cai Lin?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Log in to see the accounts you blocked')).toBeTruthy();
    expect(screen.getByText('@cai')).toBeTruthy();
  });
});
