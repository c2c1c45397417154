import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 13: the domain safety list the offsite check reads (spec 01 §7, P-316 … P-319). A host
 * listed here covers its subdomains; an unlisted host is 'ok'. Employees keep it at
 * /admin/domains and with `npm run tessera -- domains …`.
 */
export const domainSafety = pgTable(
  'domain_safety',
  {
    host: text('host').primaryKey(),
    status: text('status').notNull(),
    /** shown in the 'Heads up!' modal; empty means the status's default text */
    message: text('message').notNull().default(''),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('domain_safety_status_check', sql`${t.status} in ('suspicious', 'blocked', 'porn')`),
  ],
);
