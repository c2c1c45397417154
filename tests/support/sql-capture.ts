import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '#server/db/client';

/**
 * Records the SQL text of every statement the app sends while `on`, on either database, by
 * wrapping the driver under drizzle: PGlite's query and transaction, pg's Client.prototype.query
 * (the pool's clients are Clients). Test support only. The data version's `pg_notify` (issue 12,
 * sent after a write, on any pooled client, whenever it gets one) announces an earlier write to
 * other processes and serves no answer: it is not recorded, or counts would depend on timing;
 * nor is the job queue's SQL (its workers poll on timers, whatever the request does), nor the
 * plan cache mode set and reset around a statement that runs its generic plan (decision 092).
 */
export interface SqlCapture {
  readonly texts: string[];
  on: boolean;
  restore(): void;
}

function textOf(q: unknown): string {
  if (typeof q === 'string') return q;
  if (q && typeof q === 'object' && 'text' in q && typeof q.text === 'string') return q.text;
  return '';
}

export function captureSql(database: Database): SqlCapture {
  const capture: SqlCapture = { texts: [], on: false, restore: () => {} };
  const record = (q: unknown) => {
    if (!capture.on) return;
    const text = textOf(q);
    // the job queue's own polls (decision 048: its schema, pgboss) run on their timers
    // decision 092's plan-mode switch around a marked statement on PostgreSQL: the statement is
    // counted, not its setting (two short round trips that save a plan each run)
    if (/^(set|reset) plan_cache_mode\b/.test(text)) return;
    if (!text.startsWith('select pg_notify(') && !/\bpgboss\./.test(text)) capture.texts.push(text);
  };
  if (database.kind === 'postgres') {
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      record(args[0]);
      return original.apply(this, args);
    };
    capture.restore = () => {
      proto.query = original;
    };
    return capture;
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const query = client.query;
  const transaction = client.transaction;
  const wrapTx = (tx: Transaction): Transaction => {
    const txQuery = tx.query;
    tx.query = ((...args: Parameters<Transaction['query']>) => {
      record(args[0]);
      return txQuery.apply(tx, args);
    }) as Transaction['query'];
    return tx;
  };
  client.query = ((...args: Parameters<PGlite['query']>) => {
    record(args[0]);
    return query.apply(client, args);
  }) as PGlite['query'];
  client.transaction = (<T>(cb: (tx: Transaction) => Promise<T>) =>
    transaction.call(client, (tx) => cb(wrapTx(tx)))) as PGlite['transaction'];
  capture.restore = () => {
    client.query = query;
    client.transaction = transaction;
  };
  return capture;
}
