import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';

/** Texts longer than this are bulk writes (a seed's or an import's many rows): never named. */
const LONGEST = 8_000;
/** Texts seen once, remembered to name them on their second use; forgotten all at once when full. */
const SEEN_ONCE = 4_000;

/**
 * Decision 079: on PostgreSQL a statement Tessera sends again is a named prepared statement, so a
 * connection parses its text once and, after five runs, plans it once (PostgreSQL's plan cache)
 * instead of on every call. A feed page's viewer state (one `union all` of up to seven parts)
 * cost 2–3 ms of planning per call unnamed. A text is named on its second use, so one-off
 * statements (a seed's bulk inserts) take no name; a process names at most `cap` texts
 * (statements with a varying number of parameters, `in (…)` lists, are distinct texts), so what
 * each connection keeps stays bounded; the rest run unnamed, as before.
 */
export function statementNamer(cap = 400): (text: string) => string | undefined {
  const names = new Map<string, string>();
  let seen = new Set<string>();
  return (text) => {
    const name = names.get(text);
    if (name !== undefined || names.size >= cap || text.length > LONGEST) return name;
    if (!seen.has(text)) {
      if (seen.size >= SEEN_ONCE) seen = new Set();
      seen.add(text);
      return undefined;
    }
    seen.delete(text);
    const made = `tessera_${names.size}`;
    names.set(text, made);
    return made;
  };
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * Makes `client` send the statements `nameOf` names as named prepared statements. The driver's
 * own `query` is looked up at each call, so a wrapper set on the class later (the tests' SQL
 * capture) still sees every statement.
 */
export function namePreparedStatements(
  client: pg.ClientBase,
  nameOf: (text: string) => string | undefined,
): void {
  const driverQuery = () =>
    (Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown }).query;
  client.query = function named(this: pg.ClientBase, config: unknown, ...rest: unknown[]) {
    const c = config as QueryConfigLike | null;
    if (
      c &&
      typeof c === 'object' &&
      typeof c.text === 'string' &&
      c.name === undefined &&
      typeof c.submit !== 'function'
    ) {
      const name = nameOf(c.text);
      if (name) return driverQuery().call(this, { ...c, name }, ...rest);
    }
    return driverQuery().call(this, config, ...rest);
  } as typeof client.query;
}

/** The PGlite databases this process opened (PostgreSQL names statements in the driver). */
const pglites = new WeakSet<object>();

/** Marks `db` as an embedded PGlite, whose hot statements `executeHot` prepares. */
export function markPglite(db: object): void {
  pglites.add(db);
}

interface Prepared {
  nameOf: (text: string) => string | undefined;
  /** text → name of the statements this database holds prepared */
  held: Map<string, string>;
  /** texts PostgreSQL would not prepare (a parameter of no type): run as they come */
  refused: Set<string>;
}

const preparedOf = new WeakMap<object, Prepared>();
const dialect = new PgDialect();

/**
 * A parameter as an SQL literal: a safe integer, or a string quoted (the server has
 * standard_conforming_strings on, so only the quote is special). Anything else: undefined.
 */
function literalOf(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : undefined;
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/**
 * Decision 079 on PGlite, for a hot statement whose parameters are integers and strings: from
 * its second run on, `PREPARE` it once and `EXECUTE` it with its parameters as literals, so the
 * embedded server plans it once instead of on every call (its `query` has no statement names).
 * PGlite runs on the request's thread: the viewer state of a page of cards cost 1.9 ms there
 * unprepared, 0.4 ms prepared. Elsewhere (PostgreSQL, a transaction) it is `db.execute`.
 */
export async function executeHot(db: Db, query: SQL): Promise<unknown> {
  if (!pglites.has(db)) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const literals = params.map(literalOf);
  if (literals.some((l) => l === undefined)) return db.execute(query);
  let state = preparedOf.get(db);
  if (!state) {
    state = { nameOf: statementNamer(), held: new Map(), refused: new Set() };
    preparedOf.set(db, state);
  }
  let name = state.held.get(text);
  if (name === undefined) {
    const made = state.refused.has(text) ? undefined : state.nameOf(text);
    if (made === undefined) return db.execute(query);
    try {
      await db.execute(sql.raw(`prepare ${made} as ${text}`));
    } catch {
      state.refused.add(text);
      return db.execute(query);
    }
    state.held.set(text, made);
    name = made;
  }
  return db.execute(sql.raw(`execute ${name}(${literals.join(', ')})`));
}
