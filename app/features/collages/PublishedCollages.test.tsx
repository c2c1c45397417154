// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollageListItem } from '#domain/boards/collages';
import { images, user, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { PublishedCollages } from './PublishedCollages';

const item = (id: string, description: string, pinId: string | null = null): CollageListItem => ({
  type: 'pin',
  id,
  images: images(),
  description,
  pinner: user(),
  pinId,
});

function answer(data: unknown, status = 200) {
  return new Response(
    JSON.stringify({
      resource_response: {
        data: status === 200 ? data : null,
        error: status === 200 ? null : { code: 'x', message: String(data), http_status: status },
      },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );
}

function show() {
  return render(
    <MemoryRouter>
      <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test" device="desktop">
        <ToastProvider>
          <PublishedCollages version={0} />
        </ToastProvider>
      </ViewerProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Published collages (issue 14)', () => {
  it('M-339 asks GET /v3/users/me/shuffles/ with the spec query, loading first, then says when there are none', async () => {
    const fetch = vi.fn().mockResolvedValue(answer([]));
    vi.stubGlobal('fetch', fetch);
    show();
    expect(screen.getByRole('list', { name: 'Loading your collages' })).toBeTruthy();
    expect(await screen.findByText('No collages yet')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/v3/users/me/shuffles/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      is_draft: 'false',
      transform_to_pins: 'true',
      fields: 'pin.type,pin.id,pin.images,pin.description,pin.pinner',
    });
  });

  it('shows a failure readably with Try again, which fetches again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer('Tessera is resting.', 500))
      .mockResolvedValueOnce(answer([item('5', 'Beach')]));
    vi.stubGlobal('fetch', fetch);
    show();
    expect(await screen.findByText('Tessera is resting.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Beach')).toBeTruthy();
  });

  it('M-015 spec 02 §4 Delete asks first; Cancel keeps it; Delete deletes, shows the toast and refreshes (P-337)', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer([item('5', 'Beach'), item('6', 'Forest')]))
      .mockResolvedValueOnce(answer({ id: '5' }))
      .mockResolvedValueOnce(answer([item('6', 'Forest')]));
    vi.stubGlobal('fetch', fetch);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Beach' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Delete collage?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Beach' }));
    ask = await screen.findByRole('alertdialog', { name: 'Delete collage?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Collage deleted')).toBeTruthy();
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/v3/users/me/shuffles/5/');
    expect(init.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByText('Beach')).toBeNull());
    expect(screen.getByText('Forest')).toBeTruthy();
  });

  it('decision 021: a published collage links to its page, its pin; one without a pin links nowhere', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer([item('5', 'Beach', '9001'), item('6', 'Forest')])),
    );
    show();
    const beach = await screen.findByRole('link', { name: 'Beach' });
    expect(beach.getAttribute('href')).toBe('/pin/9001/');
    expect(screen.getByText('Forest')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
