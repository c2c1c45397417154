import { describe, expect, it } from 'vitest';
import { mayWrite, watchWrites, writesLogger } from './writes-seen.ts';

describe('decision 069: which statements may write', () => {
  it.each([
    ['select 1', false],
    ['  SELECT "id" from "pins" where "id" = $1 for update', false],
    ['\n  select pg_notify($1, $2)', false],
    ['begin', false],
    ['commit', false],
    ['rollback', false],
    ['savepoint sp1', false],
    ['release savepoint sp1', false],
    ['rollback to savepoint sp1', false],
    ['show server_version', false],
    ['insert into "boards" ("name") values ($1)', true],
    ['update "sessions" set "last_seen_at" = $1', true],
    ['delete from "sessions" where "id" = $1', true],
    ['with f as (insert into "favorites" values ($1) returning 1) select * from f', true],
    ['/* a comment first */ select 1', true],
    ['selected_rows', true],
    ['', true],
  ])('%j may write: %s', (statement, expected) => {
    expect(mayWrite(statement)).toBe(expected);
  });

  it('sees a write sent anywhere inside the watched work, after awaits, and nothing outside it', async () => {
    let later: Promise<void> = Promise.resolve();
    const reads = watchWrites(() => {
      writesLogger.logQuery('select 1', []);
    });
    const writes = watchWrites(() => {
      later = (async () => {
        await new Promise((r) => setTimeout(r, 5));
        writesLogger.logQuery('select 1', []);
        await Promise.resolve();
        writesLogger.logQuery('update "pins" set "title" = $1', ['x']);
      })();
    });
    writesLogger.logQuery('delete from "pins"', []);
    expect(writes.wrote).toBe(false);
    await later;
    expect(writes.wrote).toBe(true);
    expect(reads.wrote).toBe(false);
  });
});
