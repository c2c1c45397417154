import { describe, expect, it } from 'vitest';
import { analyticsEventSchema, EVENT, metricOf } from '#domain/analytics/analytics';
import type { CommentModel } from '#domain/comments/comments';
import { user } from '../../../tests/fixtures/pins';
import { commentImpression } from './comment-impression';

const c = (over: Partial<CommentModel>): CommentModel => ({
  id: '41',
  pinId: '7',
  parentId: null,
  author: user({ id: '3' }),
  text: 'hi',
  createdAt: '2026-11-01T10:00:00.000Z',
  edited: false,
  mine: false,
  canDelete: false,
  replies: [],
  ...over,
});

describe('commentImpression (M-177: Comment is an impression kind)', () => {
  it.each([
    [c({}), { comment_id: '41', pin_id: '7', author_id: '3' }],
    [
      c({ id: '42', parentId: '41' }),
      { comment_id: '42', pin_id: '7', author_id: '3', parent_id: '41' },
    ],
  ])('%#: the comment id is its identifier', (comment, aux) => {
    const info = commentImpression(comment);
    expect(info).toEqual({
      type: EVENT.COMMENT_IMPRESSION,
      object_id_str: comment.id,
      aux_data: aux,
    });
    // what the tracker sends is an event the endpoint takes, counted toward no pin metric
    const sent = { id: crypto.randomUUID(), time: 1, ...info };
    expect(analyticsEventSchema.safeParse(sent).success).toBe(true);
    expect(metricOf(sent)).toBeNull();
  });
});
