// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLAGE_PAPER, type CollageModel, paperChannels } from '#domain/boards/collages';
import { pin, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { CollageTool } from './CollageTool';

const pins = Array.from({ length: 22 }, (_, i) =>
  pin({ id: String(100 + i), gridTitle: `Pin ${i + 1}` }),
);

function answer(data: unknown) {
  return new Response(JSON.stringify({ resource_response: { data, error: null } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function show(onPublished = vi.fn(), draft: CollageModel | null = null, onDeleted = vi.fn()) {
  render(
    <MemoryRouter>
      <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test" device="desktop">
        <ToastProvider>
          <CollageTool pins={pins} draft={draft} onPublished={onPublished} onDeleted={onDeleted} />
        </ToastProvider>
      </ViewerProvider>
    </MemoryRouter>,
  );
  return onPublished;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Collage tool (issue 14)', () => {
  it('adds picked pins as cut-outs, moves one with the arrow keys and sizes it', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Add Pin 1 to the collage' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Pin 2 to the collage' }));
    const canvas = screen.getByRole('region', { name: 'Collage canvas' });
    const second = within(canvas).getByRole('button', { name: /^Cut-out 2 of 2: Pin 2/ });
    const left = second.style.left;
    fireEvent.keyDown(second, { key: 'ArrowRight', shiftKey: true });
    expect(second.style.left).not.toBe(left);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Size 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Larger' }));
    expect(screen.getByText('Size 110%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pin 2 from the collage' }));
    expect(within(canvas).getAllByRole('button')).toHaveLength(1);
  });

  it('decision 021: the canvas is the published picture’s paper, not the theme’s background', () => {
    document.documentElement.dataset.theme = 'dark';
    show();
    const canvas = screen.getByRole('region', { name: 'Collage canvas' });
    const { r, g, b } = paperChannels(COLLAGE_PAPER.color);
    expect(canvas.style.backgroundColor).toBe(`rgb(${r}, ${g}, ${b})`);
    delete document.documentElement.dataset.theme;
  });

  it('stops at 20 cut-outs', () => {
    show();
    for (let i = 1; i <= 20; i++) {
      fireEvent.click(screen.getByRole('button', { name: `Add Pin ${i} to the collage` }));
    }
    const next = screen.getByRole('button', { name: 'Add Pin 21 to the collage' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/20 cut-outs, the most a collage can hold/)).toBeTruthy();
  });

  it('Publish saves the draft, then publishes it, says so and starts afresh', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer({ id: '9', title: 'Hi', isDraft: true, items: [] }))
      .mockResolvedValueOnce(answer({ id: '9', title: 'Hi', isDraft: false, items: [] }));
    vi.stubGlobal('fetch', fetch);
    const onPublished = show();
    fireEvent.click(screen.getByRole('button', { name: 'Add Pin 1 to the collage' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Collage published')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/v3/users/me/shuffles/');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body.title).toBe('Hi');
    expect(body.items[0]).toMatchObject({ pin_id: '100', crop: { x: 0, y: 0, w: 1, h: 1 } });
    expect(fetch.mock.calls[1]?.[0]).toBe('/v3/users/me/shuffles/9/publish/');
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('M-015 a draft is deleted after its confirmation, with the toast', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return answer({ id: '77' });
      }),
    );
    const onDeleted = vi.fn();
    const draft = {
      id: '77',
      title: 'Moodboard',
      isDraft: true,
      publishedAt: null,
      pinId: null,
      items: [],
    };
    show(vi.fn(), draft, onDeleted);
    fireEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete draft?' });
    expect(calls).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Draft deleted');
    expect(calls).toEqual(['DELETE /v3/users/me/shuffles/77/']);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(screen.getByRole('heading', { name: 'Create collage' })).toBeTruthy();
  });
});
