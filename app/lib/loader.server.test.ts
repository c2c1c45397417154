import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors';
import { fromService } from './loader.server';

async function thrown(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fromService(fn);
  } catch (e) {
    return e;
  }
  throw new Error('fromService did not throw');
}

describe('fromService', () => {
  it('a service’s deliberate error is a page with its status and message', async () => {
    const e = (await thrown(async () => {
      throw new AppError('not_found', 'No such pin.');
    })) as { type: string; init: ResponseInit; data: unknown };
    expect(e.init.status).toBe(404);
    expect(e.data).toEqual({ message: 'No such pin.', reason: null });
  });

  it('decision 050: a database that does not answer is a 503 page, not a 500', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const e = (await thrown(async () => {
      throw new Error('Failed query: select 1', { cause: refused });
    })) as { init: ResponseInit; data: unknown };
    expect(e.init.status).toBe(503);
    expect(e.data).toEqual({
      message: 'The database is not answering right now. Try again in a moment.',
      reason: null,
    });
  });

  it('any other error is left to the error boundary as it is', async () => {
    const boom = new Error('a bug');
    expect(await thrown(async () => Promise.reject(boom))).toBe(boom);
    expect(isRouteErrorResponse(boom)).toBe(false);
  });
});
