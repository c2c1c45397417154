import { describe, expect, it } from 'vitest';
import { countServerError, serverErrors } from './error-counts.ts';

describe('server error counts (issue 37 /admin/health)', () => {
  it('counts 5xx answers by route, the most recent first, and ignores the rest', () => {
    countServerError('GET /test/a/', 500, new Date('2026-01-01T10:00:00Z'));
    countServerError('GET /test/a/', 503, new Date('2026-01-01T10:05:00Z'));
    countServerError('POST /test/b/', 502, new Date('2026-01-01T10:01:00Z'));
    countServerError('GET /test/c/', 404, new Date('2026-01-01T10:09:00Z'));
    const mine = serverErrors().routes.filter((r) => r.route.includes('/test/'));
    expect(mine).toEqual([
      { route: 'GET /test/a/', count: 2, lastStatus: 503, lastAt: '2026-01-01T10:05:00.000Z' },
      { route: 'POST /test/b/', count: 1, lastStatus: 502, lastAt: '2026-01-01T10:01:00.000Z' },
    ]);
    expect(serverErrors().since).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
