import type { Said } from '../i18n/said.ts';
import type { UserModel } from '../pins/models.ts';

/**
 * Decision 042: a comment follows the description's rule (decision 006: at most 500
 * characters as people count them), trimmed, never empty; control characters are refused at the
 * edge as in every text (issue 10).
 */
export const COMMENT_MAX_CHARS = 500;
/** The closeup shows this many top-level comments; the comments page pages by COMMENTS_PAGE. */
export const CLOSEUP_COMMENTS = 3;
export const COMMENTS_PAGE = 20;
export const COMMENTS_PAGE_MAX = 50;
/** At most this many people are notified of a mention per comment (the rest stay plain text). */
const MAX_MENTIONS = 10;

export interface CommentModel {
  id: string;
  pinId: string;
  parentId: string | null;
  author: UserModel;
  text: string;
  createdAt: string;
  edited: boolean;
  /** the viewer wrote it: they may edit and delete it */
  mine: boolean;
  /** the viewer may delete it: theirs, or on the viewer's pin */
  canDelete: boolean;
  replies: CommentModel[];
}

export interface CommentsPage {
  /** the root pin the conversation belongs to */
  pinId: string;
  /** every comment and reply */
  count: number;
  /** the pin's owner turned comments off: nobody may write */
  closed: boolean;
  /** the viewer owns the pin (may turn comments off and delete any) */
  ownedByMe: boolean;
  items: CommentModel[];
  bookmark: string | null;
}

/** `message`: why not, said in the request's language by the service (decision 064). */
export type CommentTextCheck = { ok: true; text: string } | { ok: false; message: Said };

/** A comment as stored: trimmed, with at most two blank lines in a row; else why not. */
export function checkCommentText(raw: string): CommentTextCheck {
  const text = raw.trim().replace(/(\r?\n){3,}/g, '\n\n');
  if (!text) return { ok: false, message: { id: 'errors.comments.empty' } };
  if ([...text].length > COMMENT_MAX_CHARS) {
    const message: Said = { id: 'errors.comments.tooLong', values: { max: COMMENT_MAX_CHARS } };
    return { ok: false, message };
  }
  return { ok: true, text };
}

// a username is 1–30 letters, digits and underscores; an @ inside a word (an address) is no mention
const MENTION = /(^|[^A-Za-z0-9_@.])@([A-Za-z0-9_]{1,30})(?![A-Za-z0-9_])/g;

/** The distinct usernames a comment mentions (`@name`), lower-cased, first MAX_MENTIONS. */
export function mentionedUsernames(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    if (m[2]) found.add(m[2].toLowerCase());
    if (found.size >= MAX_MENTIONS) break;
  }
  return [...found];
}

export type CommentPart = { kind: 'text'; text: string } | { kind: 'mention'; username: string };

/** A comment's text cut into plain runs and mentions, for rendering links to profiles. */
export function commentParts(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let at = 0;
  for (const m of text.matchAll(MENTION)) {
    const start = (m.index ?? 0) + (m[1]?.length ?? 0);
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'mention', username: m[2] ?? '' });
    at = start + 1 + (m[2]?.length ?? 0);
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The comments page of a pin (spec 02 §2 M-033). */
export function commentsPath(pinId: string): string {
  return `/pin/${pinId}/comments/`;
}

/** What a person may do in a pin's conversation. */
export type CommentAction = 'write' | 'reply' | 'edit' | 'delete';

export interface CommentStanding {
  signedIn: boolean;
  /** they wrote the comment acted on (edit, delete) */
  author: boolean;
  /** they own the conversation's root pin */
  pinOwner: boolean;
  /** the pin's or its board's comments are turned off */
  closed: boolean;
}

/**
 * Decision 042: turned-off comments take no new comments, replies or edits; what was written
 * stays readable, and its author or the pin's owner may still delete it. Only the author edits.
 */
export function mayComment(action: CommentAction, who: CommentStanding): boolean {
  if (!who.signedIn) return false;
  switch (action) {
    case 'write':
    case 'reply':
      return !who.closed;
    case 'edit':
      return who.author && !who.closed;
    case 'delete':
      return who.author || who.pinOwner;
  }
}
