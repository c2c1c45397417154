// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { anonymousViewer } from '#domain/accounts/viewer';
import { clearRecent, recordRecent, removeRecent, visitorRecentSearches } from './recent';

beforeEach(() => window.localStorage.clear());

describe("a visitor's recent searches (spec 01 §3 P-108 completedSearches)", () => {
  it('P-242 are listed newest first, each query once at its newest place', () => {
    for (const query of ['alpha', 'beta', 'Alpha ', 'beta', 'gamma']) {
      recordRecent(false, { query, scope: 'pins', rs: 'typed' });
    }
    expect(visitorRecentSearches()).toEqual([
      { query: 'gamma', scope: 'pins' },
      { query: 'beta', scope: 'pins' },
      { query: 'Alpha', scope: 'pins' },
    ]);
  });

  it('keep their scope; an unknown one reads as pins', () => {
    recordRecent(false, { query: 'ada', scope: 'users', rs: null });
    recordRecent(false, { query: 'moss', scope: 'everything', rs: null });
    expect(visitorRecentSearches()).toEqual([
      { query: 'moss', scope: 'pins' },
      { query: 'ada', scope: 'users' },
    ]);
  });

  it('one can be removed (every casing of it), or all of them', async () => {
    const viewer = anonymousViewer();
    for (const query of ['alpha', 'beta', 'ALPHA']) {
      recordRecent(false, { query, scope: 'pins', rs: 'typed' });
    }
    const after = await removeRecent(viewer, visitorRecentSearches(), 'alpha');
    expect(after).toEqual([{ query: 'beta', scope: 'pins' }]);
    expect(visitorRecentSearches()).toEqual(after);
    await clearRecent(viewer);
    expect(visitorRecentSearches()).toEqual([]);
  });
});
