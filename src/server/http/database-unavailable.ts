import { AppError } from '../errors.ts';
import { type Reader, tr } from '../services/platform/i18n.ts';

/** Sockets that could not reach the server or lost it (the database restarting, a network cut). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * What node-postgres and its pool say when the server went away or never answered; these carry
 * no code of their own.
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

/**
 * SQLSTATE class 08 (connection exception) and 57P01–57P03: the server shut down (fast or after
 * a crash) or cannot take connections yet (starting up, shutting down, in recovery).
 */
function isUnreachableCode(code: string): boolean {
  return NETWORK_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code);
}

function isUnreachable(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && isUnreachableCode(code)) return true;
  return CONNECTION_MESSAGES.some((m) => m.test(e.message));
}

/** Retry-After of a database outage: a restart takes seconds; the proxy's check notices in 2. */
const RETRY_AFTER_SECONDS = 5;

/**
 * decision 050: the database could not be reached (refused, restarting, connection cut): a 503
 * with Retry-After, like a store that does not answer (decision 047), never a 500. drizzle wraps
 * the driver's error (`cause`), a pool error may wrap another: the chain is followed a few links.
 */
export function databaseUnavailable(e: unknown, reader: Reader = {}): AppError | null {
  let at: unknown = e;
  for (let depth = 0; depth < 5 && at; depth += 1) {
    if (isUnreachable(at)) {
      return new AppError('unavailable', tr(reader, 'errors.http.databaseDown'), {
        retryAfter: RETRY_AFTER_SECONDS,
      });
    }
    at = at instanceof Error ? at.cause : null;
  }
  return null;
}
