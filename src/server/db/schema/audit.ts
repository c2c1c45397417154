import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 37 (decision 057): every administrator's action, written once in the transaction of the
 * action and never changed: migration 0029 adds triggers that refuse UPDATE, DELETE and
 * TRUNCATE. No foreign keys: a deleted administrator or target must not change (or take away)
 * what was recorded, so the names are copied in as they were.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    /** null for the command line run without --as */
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
