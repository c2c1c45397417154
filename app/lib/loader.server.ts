import { data } from 'react-router';
import { isAppError } from '#server/errors';

/** What an error boundary gets when a service said no (a 404 for an unknown pin, say). */
export interface LoaderFailure {
  message: string;
  reason: string | null;
}

/** Runs a service call for a loader; a service's deliberate error becomes a page with its status. */
export async function fromService<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isAppError(e)) {
      const reason = typeof e.details?.reason === 'string' ? e.details.reason : null;
      throw data<LoaderFailure>({ message: e.message, reason }, { status: e.httpStatus });
    }
    throw e;
  }
}

export function notFoundPage(message: string): never {
  throw data<LoaderFailure>({ message, reason: null }, { status: 404 });
}
