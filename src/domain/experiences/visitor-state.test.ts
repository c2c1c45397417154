import { describe, expect, it } from 'vitest';
import {
  emptyVisitorState,
  parseVisitorState,
  REVISITATION_WINDOW_MS,
  recordClickthrough,
  recordCloseupPin,
  recordCompletedSearch,
  recordDownload,
  recordPageLoad,
  recordSavedPin,
  type VisitorState,
  validRevisitationState,
} from './visitor-state.ts';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;

function withVisit(count: number, time: number, ts: number): VisitorState {
  return { ...emptyVisitorState(NOW), revisitationState: { count, time, ts } };
}

describe('revisitation window (P-410)', () => {
  it('is 1,800,000 ms (30 minutes)', () => {
    expect(REVISITATION_WINDOW_MS).toBe(1_800_000);
  });
});

describe('invalid revisitation state resets to count 1 (P-193)', () => {
  it.each<[string, unknown]>([
    ['missing', undefined],
    ['null', null],
    ['a string', 'x'],
    ['count 0', { count: 0, time: NOW - 10, ts: NOW - 5 }],
    ['negative count', { count: -2, time: NOW - 10, ts: NOW - 5 }],
    ['fractional count', { count: 1.5, time: NOW - 10, ts: NOW - 5 }],
    ['count as text', { count: '3', time: NOW - 10, ts: NOW - 5 }],
    ['ts in the future', { count: 3, time: NOW - 10, ts: NOW + 1 }],
    ['time after ts', { count: 3, time: NOW - 1, ts: NOW - 10 }],
    ['NaN time', { count: 3, time: Number.NaN, ts: NOW - 10 }],
  ])('%s → count 1 starting now', (_label, raw) => {
    expect(validRevisitationState(raw, NOW)).toEqual({ count: 1, time: NOW, ts: NOW });
  });

  it('a valid state is kept', () => {
    const v = { count: 4, time: NOW - 100, ts: NOW - 10 };
    expect(validRevisitationState(v, NOW)).toEqual(v);
  });
});

describe('page loads and the 30-minute window (P-193, P-194, P-410)', () => {
  it.each<[string, number, { count: number; time: number; days: number | null }]>([
    ['1 s later: same visit', 1_000, { count: 1, time: NOW - 1_000, days: null }],
    [
      'exactly 30 min later: same visit',
      REVISITATION_WINDOW_MS,
      { count: 1, time: NOW - REVISITATION_WINDOW_MS, days: null },
    ],
    ['30 min + 1 ms later: revisit', REVISITATION_WINDOW_MS + 1, { count: 2, time: NOW, days: 0 }],
    ['3 days later: revisit, 3 days since', 3 * DAY + 5, { count: 2, time: NOW, days: 3 }],
  ])('%s', (_label, gap, expected) => {
    const next = recordPageLoad(withVisit(1, NOW - gap, NOW - gap), NOW);
    expect(next.revisitationState).toEqual({ count: expected.count, time: expected.time, ts: NOW });
    expect(next.daysSinceLastRevisitation).toBe(expected.days);
  });

  it('the window slides with each load of the same visit', () => {
    let s = withVisit(1, NOW - 50 * 60_000, NOW - 50 * 60_000);
    s = recordPageLoad(s, NOW - 25 * 60_000);
    s = recordPageLoad(s, NOW);
    expect(s.revisitationState.count).toBe(1);
  });

  it('an invalid stored state starts over at count 1 (P-193)', () => {
    const s = { ...emptyVisitorState(NOW), revisitationState: { count: 0, time: 5, ts: 9 } };
    expect(recordPageLoad(s, NOW).revisitationState).toEqual({ count: 1, time: NOW, ts: NOW });
  });
});

describe('histories de-duplicated against the newest entry (P-241, P-242, P-412)', () => {
  it.each<[string, string[], string[]]>([
    ['new pin goes first', ['1'], ['1']],
    ['same as newest is not repeated', ['1', '1'], ['1']],
    ['an older repeat is added again', ['1', '2', '1'], ['1', '2', '1']],
  ])('P-241 %s', (_label, visits, expectedOldestFirst) => {
    let s = emptyVisitorState(NOW);
    for (const id of visits) s = recordCloseupPin(s, id);
    expect(s.closeupPins).toEqual([...expectedOldestFirst].reverse());
  });

  it('P-412 keeps the 10 most recent pins', () => {
    let s = emptyVisitorState(NOW);
    for (let i = 1; i <= 12; i++) s = recordCloseupPin(s, String(i));
    expect(s.closeupPins).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']);
  });

  it('P-242 a search equal to the newest (case and spaces aside) is not repeated', () => {
    const q = { query: 'Cozy nook', rs: 'typed', scope: 'pins', rg: '' };
    let s = recordCompletedSearch(emptyVisitorState(NOW), q);
    s = recordCompletedSearch(s, { ...q, query: ' cozy NOOK ', rs: 'autocomplete' });
    expect(s.completedSearches).toHaveLength(1);
    s = recordCompletedSearch(s, { ...q, scope: 'boards' });
    expect(s.completedSearches).toHaveLength(2);
  });

  it('P-108 clickthroughs keep pinId, link, imageSignature, domain, de-duplicated by pin', () => {
    const c = {
      pinId: '1',
      link: 'https://a.example/',
      imageSignature: 'abc',
      domain: 'a.example',
    };
    let s = recordClickthrough(emptyVisitorState(NOW), c);
    s = recordClickthrough(s, c);
    expect(s.clickthroughPins).toEqual([c]);
  });

  it('P-108 downloads are counted and saved pins kept once', () => {
    let s = recordDownload(recordDownload(emptyVisitorState(NOW)));
    s = recordSavedPin(recordSavedPin(s, '9'), '9');
    expect(s.downloadedPinsCount).toBe(2);
    expect(s.savedPins).toEqual(['9']);
  });
});

describe('parsing what was stored (P-108, P-193)', () => {
  it('garbage gives the empty state with count 1', () => {
    expect(parseVisitorState('nope', NOW, true)).toEqual(emptyVisitorState(NOW));
  });

  it('keeps valid fields and drops broken ones', () => {
    const s = parseVisitorState(
      {
        closeupPins: ['1', 2, '3'],
        completedSearches: [{ query: 'a', rs: 'b', scope: 'c', rg: 'd' }, { query: 1 }],
        clickthroughPins: 'x',
        downloadedPinsCount: -1,
        savedPins: ['5'],
        revisitationState: { count: 3, time: NOW - 10, ts: NOW - 5 },
        daysSinceLastRevisitation: 2,
      },
      NOW,
      false,
    );
    expect(s).toEqual({
      closeupPins: ['1', '3'],
      completedSearches: [{ query: 'a', rs: 'b', scope: 'c', rg: 'd' }],
      clickthroughPins: [],
      downloadedPinsCount: 0,
      savedPins: ['5'],
      revisitationState: { count: 3, time: NOW - 10, ts: NOW - 5 },
      daysSinceLastRevisitation: 2,
      isStorageAllowed: false,
    });
  });
});
