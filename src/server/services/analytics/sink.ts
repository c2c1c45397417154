import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';

/** A database handle or an open transaction: what the sink writes through. */
export type SqlRunner = Pick<Db, 'execute'>;

/** One event as stored: the browser's fields, who sent it and when (decision 022). */
export interface RawEvent {
  id: string;
  eventType: number;
  /** `u:{user id}` or `v:{visitor id}` */
  subject: string;
  /** digits, within bigint (the handler refuses anything larger) */
  pinId: string | null;
  objectId: string | null;
  viewType: number | null;
  viewParameter: number | null;
  component: string | null;
  element: string | null;
  clientTrackingParams: string | null;
  auxData: Record<string, string | number | boolean | null> | null;
  occurredAt: Date;
  receivedAt: Date;
}

/**
 * Decision 022: the one door raw events go through. Ingestion and retention know only this
 * interface, so the stream can move to a table partitioned by day or to an external store
 * (ClickHouse, Kafka) by writing another implementation, without touching a handler.
 */
export interface RawEventSink {
  /**
   * Appends the events whose id the sink has not seen, inside the caller's transaction, and
   * answers the ids it appended: the roll-ups count those and no others (idempotency).
   */
  append(tx: SqlRunner, events: readonly RawEvent[]): Promise<Set<string>>;
  /** Drops at most `limit` events received before `before`; answers how many went. */
  dropReceivedBefore(db: SqlRunner, before: Date, limit: number): Promise<number>;
}

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/**
 * The PostgreSQL / PGlite table `analytics_events`. A batch is one statement whatever its size:
 * the events travel as one JSON parameter expanded by jsonb_to_recordset (the same on PGlite
 * and pg, unlike array parameters), sorted by id so two batches sharing ids lock in one order.
 */
export const tableSink: RawEventSink = {
  async append(tx, events) {
    if (events.length === 0) return new Set();
    const rows = [...events]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((e) => ({
        id: e.id,
        event_type: e.eventType,
        subject: e.subject,
        pin_id: e.pinId,
        object_id: e.objectId,
        view_type: e.viewType,
        view_parameter: e.viewParameter,
        component: e.component,
        element: e.element,
        client_tracking_params: e.clientTrackingParams,
        aux_data: e.auxData,
        occurred_at: e.occurredAt.toISOString(),
        received_at: e.receivedAt.toISOString(),
      }));
    const res = await tx.execute(sql`
      insert into ${analyticsEvents} (id, event_type, subject, pin_id, object_id, view_type,
        view_parameter, component, element, client_tracking_params, aux_data, occurred_at,
        received_at)
      select r.id, r.event_type, r.subject, r.pin_id, r.object_id, r.view_type,
        r.view_parameter, r.component, r.element, r.client_tracking_params, r.aux_data,
        r.occurred_at, r.received_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, event_type integer,
        subject text, pin_id bigint, object_id text, view_type integer, view_parameter integer,
        component text, element text, client_tracking_params text, aux_data jsonb,
        occurred_at timestamptz, received_at timestamptz)
      order by r.id
      on conflict (id) do nothing
      returning id`);
    return new Set(rowsOf<{ id: string }>(res).map((r) => String(r.id)));
  },

  async dropReceivedBefore(db, before, limit) {
    // a bounded chunk: one short statement, so a backlog never holds a long lock or transaction
    const res = await db.execute(sql`
      with doomed as (
        select id from ${analyticsEvents}
        where received_at < ${before.toISOString()}::timestamptz
        limit ${limit})
      delete from ${analyticsEvents} e using doomed where e.id = doomed.id
      returning 1`);
    return rowsOf(res).length;
  },
};
