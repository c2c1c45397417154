import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { txRunner } from './tx-runner.ts';

/** A stand-in transaction that answers with the SQL and parameters drizzle would send. */
function recorder() {
  const dialect = new PgDialect();
  const seen: { sql: string; params: unknown[] }[] = [];
  const tx = {
    async execute(query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      seen.push({ sql: text, params });
      return { rows: [{ ok: 1 }] };
    },
  } as unknown as Pick<Db, 'execute'>;
  return { tx, seen };
}

describe('txRunner', () => {
  it.each([
    ['missing values as null', 'select $1, $2', [undefined, null], 'select $1, $2', [null, null]],
    ['no parameters', 'select 1', [], 'select 1', []],
    ['one', 'select $1::int', [5], 'select $1::int', [5]],
    [
      'in order',
      'insert into t values ($1, $2)',
      ['a', { b: 1 }],
      'insert into t values ($1, $2)',
      ['a', '{"b":1}'],
    ],
    ['repeated', 'select $1, $2, $1', ['x', 'y'], 'select $1, $2, $3', ['x', 'y', 'x']],
    ['out of order', 'select $2, $1', ['x', 'y'], 'select $1, $2', ['y', 'x']],
    ['two digits', 'select $10, $1', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'select $1, $2', [10, 1]],
  ])('%s', async (_name, text, values, sqlText, params) => {
    const { tx, seen } = recorder();
    const answer = await txRunner(tx).executeSql(text, values);
    expect(answer.rows).toEqual([{ ok: 1 }]);
    expect(seen).toEqual([{ sql: sqlText, params }]);
  });

  it('refuses a parameter it has no value for', async () => {
    const { tx } = recorder();
    await expect(txRunner(tx).executeSql('select $2', [1])).rejects.toThrow('No value for $2');
  });
});
