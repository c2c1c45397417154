import { and, eq, sql } from 'drizzle-orm';
import { rowsIn } from '../../db/rows.ts';
import { experienceEvents, experienceStatuses } from '../../db/schema/index.ts';
import type { Tx } from '../accounts/sessions.ts';
import type { StatusState } from './transition.ts';

type StatusRow = typeof experienceStatuses.$inferSelect;

/**
 * One person's status of one placed experience, with the row version it was read at; `lock`
 * (inside a transaction) keeps others from changing it until that ends.
 */
export async function readStatus(
  db: Tx,
  placedId: number,
  subject: string,
  lock: boolean,
): Promise<{ row: StatusRow; version: string } | null> {
  const query = db
    .select({ row: experienceStatuses, version: sql<string>`xmin::text` })
    .from(experienceStatuses)
    .where(and(eq(experienceStatuses.placedId, placedId), eq(experienceStatuses.subject, subject)))
    .limit(1);
  const [found] = await (lock ? query.for('update') : query);
  return found ?? null;
}

export interface StatusWrite {
  placedId: number;
  subject: string;
  /** the version the decision was made on; null: there was no row */
  version: string | null;
  next: StatusState;
  extra: unknown;
  now: Date;
  /** the context event the change logs (M-377–M-379), in the same statement */
  event: { type: number; experienceId: number; placementId: number } | null;
}

const at = (d: Date | null) => (d ? sql`${d.toISOString()}::timestamptz` : sql`null`);

/**
 * Decision 070: writes the status decided on (and its event) in one statement, only if the row
 * is still the version read (or, for a new one, nobody made it meanwhile): false when it was
 * not, and the caller reads again.
 */
export async function writeStatus(db: Tx, w: StatusWrite): Promise<boolean> {
  const { next } = w;
  const extra = w.extra == null ? sql`null` : sql`${JSON.stringify(w.extra)}::jsonb`;
  const change =
    w.version === null
      ? sql`insert into ${experienceStatuses} (placed_id, subject, status, view_count, extra_context,
            viewed_at, completed_at, dismissed_at, triggered_at, updated_at)
          values (${w.placedId}, ${w.subject}, ${next.status}, ${next.viewCount}, ${extra},
            ${at(next.viewedAt)}, ${at(next.completedAt)}, ${at(next.dismissedAt)},
            ${at(next.triggeredAt)}, ${at(w.now)})
          on conflict do nothing returning 1`
      : sql`update ${experienceStatuses} set status = ${next.status}, view_count = ${next.viewCount},
            extra_context = ${extra}, viewed_at = ${at(next.viewedAt)},
            completed_at = ${at(next.completedAt)}, dismissed_at = ${at(next.dismissedAt)},
            triggered_at = ${at(next.triggeredAt)}, updated_at = ${at(w.now)}
          where placed_id = ${w.placedId} and subject = ${w.subject} and xmin = ${w.version}::xid
          returning 1`;
  const event = w.event
    ? sql`, logged as (insert into ${experienceEvents}
          (event_type, experience_id, placement_id, subject, created_at)
          select ${w.event.type}, ${w.event.experienceId}, ${w.event.placementId}, ${w.subject},
            ${at(w.now)} from written)`
    : sql``;
  const [row] = await rowsIn<{ n: number }>(
    db,
    sql`with written as (${change})${event} select count(*)::int as n from written`,
  );
  return (row?.n ?? 0) > 0;
}
