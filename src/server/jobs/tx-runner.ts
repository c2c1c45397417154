import { type SQL, sql } from 'drizzle-orm';
import type { Db, SqlRunner } from '../db/client.ts';

/**
 * A value as node-postgres would send it, so both drivers get the same text: an object (a job's
 * data) as JSON, a missing one as null.
 */
function asParam(v: unknown): unknown {
  if (v === undefined) return null;
  if (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
    return JSON.stringify(v);
  }
  return v;
}

/**
 * Decision 048: pg-boss's SQL (positional `$n` parameters) run on a drizzle transaction, so a
 * job is written in the same transaction as the change it follows from.
 */
export function txRunner(tx: Pick<Db, 'execute'>): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const parts: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        const n = Number(m[1]);
        if (n < 1 || n > values.length) throw new Error(`No value for $${n}.`);
        parts.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(asParam(values[n - 1]))}`);
        last = m.index + m[0].length;
      }
      parts.push(sql.raw(text.slice(last)));
      const result = await tx.execute(sql.join(parts));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}
