import { z } from 'zod';
import { COMMENT_MAX_CHARS, COMMENTS_PAGE_MAX } from '#domain/comments/comments';
import { setBoardCommentsClosed } from '../../services/comments/board-switch.ts';
import { listComments } from '../../services/comments/read.ts';
import { reportComment } from '../../services/comments/reports.ts';
import {
  createComment,
  deleteComment,
  editComment,
  setCommentsClosed,
} from '../../services/comments/write.ts';
import { bookmarkOf, defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

// the domain rule counts characters after trimming; this bounds what is read at all
const commentText = plainText().max(COMMENT_MAX_CHARS * 4, 'errors.api.commentTooLong');

/** PinCommentsResource get (decision 042): a pin's comments, a page at a time. */
export const pinCommentsGet = defineResource({
  name: 'PinCommentsResource',
  action: 'get',
  options: z.object({
    pin_id: idString,
    bookmark: plainText().max(500).optional(),
    bookmarks: z.array(plainText().max(500)).max(1).optional(),
    page_size: z.coerce.number().int().min(1).max(COMMENTS_PAGE_MAX).optional(),
  }),
  async run(ctx, o) {
    const page = await listComments(ctx, o.pin_id, {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return { data: page, bookmark: page.bookmark };
  },
});

/** PinCommentsResource create: a comment on a pin, or a reply (parent_id) to one of its comments. */
export const pinCommentsCreate = defineResource({
  name: 'PinCommentsResource',
  action: 'create',
  options: z.object({ pin_id: idString, text: commentText, parent_id: idString.optional() }),
  async run(ctx, o) {
    return {
      data: await createComment(ctx, { pinId: o.pin_id, text: o.text, parentId: o.parent_id }),
    };
  },
});

/** PinCommentResource update: the author's new text. */
export const pinCommentUpdate = defineResource({
  name: 'PinCommentResource',
  action: 'update',
  options: z.object({ pin_id: idString, comment_id: idString, text: commentText }),
  async run(ctx, o) {
    return {
      data: await editComment(ctx, { pinId: o.pin_id, commentId: o.comment_id, text: o.text }),
    };
  },
});

/** PinCommentResource delete: by its author or the pin's owner. */
export const pinCommentDelete = defineResource({
  name: 'PinCommentResource',
  action: 'delete',
  options: z.object({ pin_id: idString, comment_id: idString }),
  async run(ctx, o) {
    return { data: await deleteComment(ctx, { pinId: o.pin_id, commentId: o.comment_id }) };
  },
});

/** PinCommentSettingsResource update: the pin's owner turns its comments off or on. */
export const pinCommentSettingsUpdate = defineResource({
  name: 'PinCommentSettingsResource',
  action: 'update',
  options: z.object({ pin_id: idString, comments_disabled: z.boolean() }),
  async run(ctx, o) {
    return { data: await setCommentsClosed(ctx, { pinId: o.pin_id, closed: o.comments_disabled }) };
  },
});

/** PinCommentReportResource create: the viewer reports someone else's comment for a reason. */
export const pinCommentReportCreate = defineResource({
  name: 'PinCommentReportResource',
  action: 'create',
  options: z.object({ pin_id: idString, comment_id: idString, reason: plainText().max(100) }),
  async run(ctx, o) {
    return {
      data: await reportComment(ctx, {
        pinId: o.pin_id,
        commentId: o.comment_id,
        reason: o.reason,
      }),
    };
  },
});

/** BoardCommentSettingsResource update: a board's owner turns comments off for its pins. */
export const boardCommentSettingsUpdate = defineResource({
  name: 'BoardCommentSettingsResource',
  action: 'update',
  options: z.object({ board_id: idString, comments_disabled: z.boolean() }),
  async run(ctx, o) {
    return {
      data: await setBoardCommentsClosed(ctx, { boardId: o.board_id, closed: o.comments_disabled }),
    };
  },
});
