import type pg from 'pg';

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
