import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { getOrMake } from './get-or-make.ts';

/**
 * Decision 096: a hot statement's drizzle query, built once per database handle (or
 * transaction) instead of on every call. drizzle builds a query's text from its builder chain each
 * time it runs: 150–250 µs for a select of a pin row's columns, as much as PGlite takes to run
 * it. Built once, with placeholders for what varies, each call only fills in its values and maps
 * the rows.
 */
export function builtOnce<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const made = new WeakMap<D, Q>();
  return (db) => getOrMake(made, db, () => build(db));
}

/** A database handle or a transaction: what the built queries run on. */
export type Runs = Pick<Db, 'select'>;

/**
 * `column = any($name)`: a list of ids or keys as one array parameter, so one text serves any
 * length (an `in (…)` list is a new text, and a new plan, for every length).
 */
export function anyOf(column: Column, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
