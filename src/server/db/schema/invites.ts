import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 13: a share link or external invite a signed-in person made for a pin, board, profile or
 * search (spec 01 §7 P-346 … P-351; spec 02 §3 M-153 … M-156). The code travels in the shared
 * url's `invite_code`; whoever opens it learns who shared it (InviteCodeMetadataResource).
 */
export const shareInvites = pgTable(
  'share_invites',
  {
    code: text('code').primaryKey(),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: integer('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** the object's path on this site, where the invite url leads */
    path: text('path').notNull(),
    category: integer('category').notNull().default(3),
    channel: text('channel').notNull().default('copy_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the client said it sent it (SentExternalInviteCallbackResource) */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('share_invites_inviter_idx').on(t.inviterId, t.createdAt)],
);
