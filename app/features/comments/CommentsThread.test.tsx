// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentModel, CommentsPage } from '#domain/comments/comments';
import { user, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { attachTracker, detachTracker, type ImpressionInfo } from '../analytics/registry';
import { CloseupComments } from './CloseupComments';

function comment(id: string, over: Partial<CommentModel> = {}): CommentModel {
  return {
    id,
    pinId: '7',
    parentId: null,
    author: user({ id: '3', username: 'ana', fullName: 'Ana Ruiz' }),
    text: `Comment ${id}`,
    createdAt: '2026-11-01T10:00:00.000Z',
    edited: false,
    mine: false,
    canDelete: false,
    replies: [],
    ...over,
  };
}

function page(items: CommentModel[], over: Partial<CommentsPage> = {}): CommentsPage {
  return {
    pinId: '7',
    count: items.length,
    closed: false,
    ownedByMe: false,
    items,
    bookmark: null,
    ...over,
  };
}

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

function show(initial: CommentsPage) {
  return render(
    <MemoryRouter>
      <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test" device="desktop">
        <ToastProvider>
          <CloseupComments pinId="7" initial={initial} />
        </ToastProvider>
      </ViewerProvider>
    </MemoryRouter>,
  );
}

const mine = (id: string, over: Partial<CommentModel> = {}) =>
  comment(id, {
    mine: true,
    canDelete: true,
    author: user({ id: '2', username: 'viewer', fullName: 'Vi Ewer' }),
    ...over,
  });

afterEach(() => {
  detachTracker();
  cleanup();
  vi.unstubAllGlobals();
});

describe('comment thread (decision 042)', () => {
  it('comments on: one’s own comment offers Edit and Delete, others’ Reply and Report', () => {
    show(page([mine('1'), comment('2')]));
    const own = screen.getByText('Comment 1').closest('li') as HTMLElement;
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Delete comment by Vi Ewer' })).toBeTruthy();
    const other = screen.getByText('Comment 2').closest('li') as HTMLElement;
    expect(within(other).getByRole('button', { name: 'Reply' })).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Report comment by Ana Ruiz' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toBeTruthy();
  });

  it('M-177 every comment and reply shown is tracked as a Comment impression with its id', () => {
    const seen: ImpressionInfo[] = [];
    attachTracker({
      add: (_el, info) => seen.push(info),
      remove() {},
      end() {},
      restart() {},
      dispose() {},
    });
    show(page([comment('1', { replies: [comment('3', { parentId: '1' })] }), comment('2')]));
    expect(seen.map((i) => [i.type, i.object_id_str])).toEqual([
      [3706, '3'],
      [3706, '1'],
      [3706, '2'],
    ]);
  });

  it('comments off: no Edit, Reply or field; the thread says so; one’s own can still be deleted', () => {
    show(page([mine('1'), comment('2')], { closed: true }));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Comments are turned off for this Pin.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete comment by Vi Ewer' })).toBeTruthy();
  });

  it('Delete asks first; Cancel keeps it and gives focus back; Delete removes it with a toast', async () => {
    const fetch = vi.fn().mockResolvedValue(answer({ id: '1', deleted: true }));
    vi.stubGlobal('fetch', fetch);
    show(
      page([mine('1', { replies: [comment('3', { parentId: '1' })] }), comment('2')], { count: 3 }),
    );
    const del = screen.getByRole('button', { name: 'Delete comment by Vi Ewer' });
    del.focus();
    fireEvent.click(del);
    let ask = await screen.findByRole('alertdialog', { name: 'Delete your comment?' });
    expect(within(ask).getByText(/with its replies/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(del));

    fireEvent.click(del);
    ask = await screen.findByRole('alertdialog', { name: 'Delete your comment?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your comment was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Comment 1')).toBeNull());
    expect(screen.queryByText('Comment 3')).toBeNull();
    const heading = screen.getByRole('heading', { name: '1 comment' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body.options).toEqual({ pin_id: '7', comment_id: '1' });
  });

  it('the pin’s owner deletes someone else’s comment after naming whose; a failure stays readable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer('This comment no longer exists.', 404)),
    );
    show(page([comment('2', { canDelete: true })], { ownedByMe: true, closed: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment by Ana Ruiz' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Ana Ruiz’s comment?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await within(ask).findByText('This comment no longer exists.')).toBeTruthy();
    expect(screen.getByText('Comment 2')).toBeTruthy();
  });
});
