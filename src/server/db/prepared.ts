import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { withoutMerge } from './pglite-parsers.ts';

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
      if (name && c.text.endsWith(GENERIC_PLAN)) {
        // drizzle passes the values as a second argument; the pool's `query` adds a callback,
        // which releases the connection: it is called once the reset has run too
        const last = rest.at(-1);
        if (typeof last !== 'function') {
          return generically(this, driverQuery(), [{ ...c, name }, ...rest]);
        }
        const done = last as (err: unknown, res?: unknown) => void;
        generically(this, driverQuery(), [{ ...c, name }, ...rest.slice(0, -1)]).then(
          (res) => done(undefined, res),
          (err: unknown) => done(err),
        );
        return undefined;
      }
      if (name) return driverQuery().call(this, { ...c, name }, ...rest);
    }
    return driverQuery().call(this, config, ...rest);
  } as typeof client.query;
}

type DriverQuery = (...args: unknown[]) => unknown;

/**
 * Decision 092 on PostgreSQL: the named statement between a `set` and a `reset` of the plan
 * cache mode, queued together on the one connection (the driver runs a client's queries in
 * order), so no other statement of the pool runs in between. In an aborted transaction the `set`
 * fails as the statement does, and the statement's own error is the answer.
 */
function generically(client: pg.ClientBase, query: DriverQuery, args: unknown[]): Promise<unknown> {
  const quiet = (p: unknown) => Promise.resolve(p).catch(() => undefined);
  const set = quiet(query.call(client, 'set plan_cache_mode = force_generic_plan'));
  const answer = Promise.resolve(query.apply(client, args));
  const reset = quiet(query.call(client, 'reset plan_cache_mode'));
  return Promise.all([set, answer.catch(() => undefined), reset]).then(() => answer);
}

/**
 * Decision 092: a statement whose text ends with this is always run with its generic plan once
 * prepared. PostgreSQL plans a prepared statement afresh on each run (a custom plan) while it
 * estimates that cheaper than its generic plan; for the feeds' unions of sources (feed-union.ts)
 * it always does, and planning one cost more than running it (3.5 ms against 1.6 ms a related
 * page's skeleton at a million pins on PGlite, with the same plan shape).
 */
export const GENERIC_PLAN = '/* generic plan */';

/** Statements PostgreSQL can prepare: the rest (DDL, `analyze`, `set`, `listen` …) run as sent. */
const PREPARABLE = /^\s*\(*\s*(select|insert|update|delete|with|values)\b/i;

/**
 * A parameter as an SQL literal of unknown type, which the server reads with the parameter's own
 * input function, as it reads the text PGlite sends for it over the protocol (`toString` of a
 * number, boolean or bigint; a string as it is); null as null. Quoted, a number meets a text or
 * json parameter as it would as a sent value; standard_conforming_strings is on, so only the quote
 * is special. Anything else (a Date, an array, bytes, a string with a NUL): undefined.
 */
function literalOf(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') {
    return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return `'${value}'`;
  return undefined;
}

type Send = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<unknown>>;
/** PGlite's `exec`: the simple protocol, one message for the whole statement. */
type Exec = (text: string, options?: QueryOptions) => Promise<Results<unknown>[]>;

/** A text's prepared statement: being prepared, ready under its name, or refused by the server. */
type Held = { preparing: Promise<void> } | { name: string } | { refused: true };

/**
 * Decision 081 (079 on PGlite), for every statement: a text sent again is `PREPARE`d once and from
 * then on run as `EXECUTE name(literals)`, so the embedded server plans it once (after five runs
 * PostgreSQL's plan cache keeps a generic plan) instead of on every call. PGlite's `query` sends
 * every statement unnamed, and PGlite runs on the request's thread: a page's viewer state cost
 * 1.9 ms there unprepared, 0.4 ms prepared; a closeup's hydration reads and every write's
 * statements were planned afresh each time. A text with a parameter that is no literal, or that
 * the server will not prepare (a parameter of no type), runs as sent.
 *
 * In a transaction a failed `PREPARE` would abort it, so it runs inside a savepoint, and the
 * transaction's statements run one after another (PGlite runs them so anyway) so that rolling
 * back to that savepoint never undoes another statement of the transaction. A statement prepared
 * in a transaction stays prepared when it rolls back (prepared statements are not transactional).
 */
export function preparePgliteStatements(
  client: PGlite,
  nameOf: (text: string) => string | undefined = statementNamer(),
): void {
  const proto = Object.getPrototypeOf(client) as PGlite;
  const held = new Map<string, Held>();

  const run = async (
    send: Send,
    exec: Exec,
    inTx: boolean,
    text: string,
    params: unknown[],
    asked: QueryOptions | undefined,
  ): Promise<Results<unknown>> => {
    const options = withoutMerge(asked);
    const known = held.get(text);
    if (known === undefined) {
      const made = PREPARABLE.test(text) ? nameOf(text) : undefined;
      if (made === undefined) return send(text, params, options);
      const preparing = prepare(send, inTx, made, text).then((took) => {
        if (took === undefined) held.delete(text);
        else held.set(text, took ? { name: made } : { refused: true });
      });
      held.set(text, { preparing });
      await preparing;
    } else if ('preparing' in known) {
      // a transaction never waits for a PREPARE queued behind it
      if (inTx) return send(text, params, options);
      await known.preparing;
    }
    const h = held.get(text);
    const literals = params.map(literalOf);
    if (!h || !('name' in h) || literals.some((l) => l === undefined)) {
      return send(text, params, options);
    }
    const args = literals.length ? `(${literals.join(', ')})` : '';
    // no parameters left to bind: the simple protocol is one message where `query` is five
    // (parse, describe, bind, describe, execute), about a third less of PGlite's time each
    const execute = `execute ${h.name}${args}`;
    if (!text.endsWith(GENERIC_PLAN)) {
      const [result] = await exec(execute, options);
      return result as Results<unknown>;
    }
    // decision 092: planned once, whatever its parameters; in the same message, and undone with
    // the statement's (implicit or open) transaction if it fails
    const results = await exec(
      `set plan_cache_mode = force_generic_plan; ${execute}; reset plan_cache_mode`,
      options,
    );
    return results[1] as Results<unknown>;
  };

  const send: Send = (t, p, o) => proto.query.call(client, t, p, o);
  const exec: Exec = (t, o) => proto.exec.call(client, t, o);
  client.query = ((text: string, params: unknown[] = [], options?: QueryOptions) =>
    run(send, exec, false, text, params, options)) as PGlite['query'];

  client.transaction = (<T>(body: (tx: Transaction) => Promise<T>) =>
    proto.transaction.call(client, (tx) => {
      const txSend: Send = tx.query.bind(tx);
      const txExec: Exec = tx.exec.bind(tx);
      let last: Promise<unknown> = Promise.resolve();
      tx.query = ((text: string, params: unknown[] = [], options?: QueryOptions) => {
        const next = last.then(() => run(txSend, txExec, true, text, params, options));
        last = next.catch(() => {});
        return next;
      }) as Transaction['query'];
      return body(tx);
    })) as PGlite['transaction'];
}

/**
 * PREPAREs `text` as `name`, in a transaction inside a savepoint. Whether the server took it;
 * undefined when an aborted transaction refused even the savepoint (try again later).
 */
async function prepare(
  send: Send,
  inTx: boolean,
  name: string,
  text: string,
): Promise<boolean | undefined> {
  const statement = `prepare ${name} as ${text}`;
  if (!inTx)
    return send(statement).then(
      () => true,
      () => false,
    );
  // an aborted transaction refuses the savepoint too: its statement fails as sent, as it would
  try {
    await send('savepoint tessera_prepare');
  } catch {
    return undefined;
  }
  try {
    await send(statement);
    await send('release savepoint tessera_prepare');
    return true;
  } catch {
    await send('rollback to savepoint tessera_prepare');
    await send('release savepoint tessera_prepare');
    return false;
  }
}
