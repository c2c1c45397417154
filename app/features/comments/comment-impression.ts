import { IMPRESSION_EVENT } from '#domain/analytics/analytics-events';
import type { CommentModel } from '#domain/comments/comments';
import type { ImpressionInfo } from '../analytics';

/**
 * spec 02 §3 (M-177, M-178): a comment on screen is a Comment impression; its identifier is the
 * comment's id (object_id_str). The pin rides in aux_data only, so a comment seen never counts
 * as its pin's impression (decision 022's metrics read the top-level pin_id).
 */
export function commentImpression(c: CommentModel): ImpressionInfo {
  return {
    type: IMPRESSION_EVENT.Comment,
    object_id_str: c.id,
    aux_data: {
      comment_id: c.id,
      pin_id: c.pinId,
      author_id: c.author.id,
      ...(c.parentId ? { parent_id: c.parentId } : {}),
    },
  };
}
