import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './database-unavailable.ts';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** drizzle's wrapper of a driver error: its own message, the driver's error as the cause */
function wrapped(cause: Error): Error {
  return new Error('Failed query: select 1\nparams: ', { cause });
}

describe('databaseUnavailable (decision 050)', () => {
  it.each([
    [
      'refused (the server is down)',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    ['reset mid-query', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'fast shutdown ends the session (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection failure (08006)', withCode('connection failure', '08006')],
    ['the socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['the pool could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client that lost its server',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'drizzle-wrapped refusal',
      wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ],
    [
      'drizzle-wrapped shutdown',
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
    ],
  ])('%s: 503 unavailable with Retry-After', (_name, error) => {
    const e = databaseUnavailable(error);
    expect(e?.code).toBe('unavailable');
    expect(e?.httpStatus).toBe(503);
    expect(e?.details?.retryAfter).toBe(5);
    expect(e?.message).toMatch(/database is not answering/);
  });

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value', '23505')],
    ['a syntax error (42601)', withCode('syntax error at or near', '42601')],
    ['a serialization failure (40001)', withCode('could not serialize access', '40001')],
    ['a plain bug', new TypeError('x is undefined')],
    ['drizzle-wrapped constraint error', wrapped(withCode('violates foreign key', '23503'))],
    ['not an error at all', 'Connection terminated'],
    ['nothing', null],
  ])('%s: not an outage', (_name, error) => {
    expect(databaseUnavailable(error)).toBeNull();
  });
});
