import { data } from 'react-router';
import { isAppError } from '#server/errors';
import { databaseUnavailable } from '#server/http/database-unavailable';

/** What an error boundary gets when a service said no (a 404 for an unknown pin, say). */
export interface LoaderFailure {
  message: string;
  reason: string | null;
}

/**
 * Runs a service call for a loader; a service's deliberate error becomes a page with its status,
 * and a database that does not answer (decision 050) a 503 page with Retry-After, not a 500.
 */
export async function fromService<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const failure = isAppError(e) ? e : databaseUnavailable(e);
    if (!failure) throw e;
    const reason = typeof failure.details?.reason === 'string' ? failure.details.reason : null;
    // a 503 page gets its Retry-After where the answer is sent (ssr.ts)
    throw data<LoaderFailure>({ message: failure.message, reason }, { status: failure.httpStatus });
  }
}

export function notFoundPage(message: string): never {
  throw data<LoaderFailure>({ message, reason: null }, { status: 404 });
}
