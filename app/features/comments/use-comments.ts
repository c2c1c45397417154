import { useCallback, useEffect, useState } from 'react';
import type { CommentModel, CommentsPage } from '#domain/comments/comments';
import { ApiError, getResource, postResource } from '../../lib/resource';
import { useT } from '../../ui/i18n';

function errorText(e: unknown, failed: string): string {
  return e instanceof ApiError ? e.message : failed;
}

/** The list with one comment changed (a reply is looked for among its parent's replies). */
function mapComments(
  items: CommentModel[],
  id: string,
  change: (c: CommentModel) => CommentModel | null,
): CommentModel[] {
  return items.flatMap((c) => {
    if (c.id === id) {
      const next = change(c);
      return next ? [next] : [];
    }
    return [{ ...c, replies: mapComments(c.replies, id, change) }];
  });
}

function countOf(c: CommentModel): number {
  return 1 + c.replies.length;
}

export interface CommentsApi {
  page: CommentsPage | null;
  error: string | null;
  write(text: string, parentId?: string): Promise<string | null>;
  edit(id: string, text: string): Promise<string | null>;
  remove(id: string): Promise<string | null>;
  setClosed(closed: boolean): Promise<string | null>;
  report(id: string, reason: string): Promise<string | null>;
}

/**
 * Decision 042: a pin's comments as the closeup or the comments page shows them. The page's
 * loader hands in the first page; the closeup over a grid fetches it. Each action answers an
 * error's text, or null when it was done.
 */
export function useComments(
  pinId: string,
  initial: CommentsPage | null | undefined,
  pageSize: number,
): CommentsApi {
  const [page, setPage] = useState<CommentsPage | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);
  const failed = useT()('comments.failed');
  useEffect(() => {
    if (initial) {
      setPage(initial);
      return;
    }
    const ac = new AbortController();
    getResource<CommentsPage>(
      'PinCommentsResource',
      { pin_id: pinId, page_size: pageSize },
      { signal: ac.signal },
    ).then(
      (r) => setPage(r.data),
      (e: unknown) => {
        if ((e as Error).name !== 'AbortError') setError(errorText(e, failed));
      },
    );
    return () => ac.abort();
  }, [pinId, initial, pageSize, failed]);

  const attempt = useCallback(
    async (work: () => Promise<void>) => {
      try {
        await work();
        return null;
      } catch (e) {
        return errorText(e, failed);
      }
    },
    [failed],
  );

  return {
    page,
    error,
    write: (text, parentId) =>
      attempt(async () => {
        const made = await postResource<CommentModel>('PinCommentsResource', 'create', {
          pin_id: pinId,
          text,
          ...(parentId ? { parent_id: parentId } : {}),
        });
        setPage((p) => {
          if (!p) return p;
          const items = parentId
            ? mapComments(p.items, parentId, (c) => ({ ...c, replies: [...c.replies, made] }))
            : [...p.items, made];
          return { ...p, count: p.count + 1, items };
        });
      }),
    edit: (id, text) =>
      attempt(async () => {
        const made = await postResource<CommentModel>('PinCommentResource', 'update', {
          pin_id: pinId,
          comment_id: id,
          text,
        });
        setPage((p) =>
          p
            ? { ...p, items: mapComments(p.items, id, (c) => ({ ...made, replies: c.replies })) }
            : p,
        );
      }),
    remove: (id) =>
      attempt(async () => {
        await postResource('PinCommentResource', 'delete', { pin_id: pinId, comment_id: id });
        setPage((p) => {
          if (!p) return p;
          let gone = 0;
          const items = mapComments(p.items, id, (c) => {
            gone = countOf(c);
            return null;
          });
          return { ...p, count: Math.max(0, p.count - gone), items };
        });
      }),
    report: (id, reason) =>
      attempt(async () => {
        await postResource('PinCommentReportResource', 'create', {
          pin_id: pinId,
          comment_id: id,
          reason,
        });
      }),
    setClosed: (closed) =>
      attempt(async () => {
        await postResource('PinCommentSettingsResource', 'update', {
          pin_id: pinId,
          comments_disabled: closed,
        });
        setPage((p) => (p ? { ...p, closed } : p));
      }),
  };
}
