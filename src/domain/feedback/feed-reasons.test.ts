import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Said } from '../i18n/said.ts';
import {
  type RecommendationReason,
  reasonAttribution,
  reasonMessage as said,
} from './feed-reasons.ts';

/** What the page says in English (decision 064: the source catalog holds the spec's words). */
const english = (s: Said) => i18n._(s.id, { name: s.name });
const reasonMessage = (r: RecommendationReason) => english(said(r));

const board = { id: '7', name: 'Kitchen ideas', url: '/ada/kitchen-ideas/' };
const r = (patch: Partial<RecommendationReason> & Pick<RecommendationReason, 'reason'>) => ({
  reasonId: '1',
  board: null,
  name: null,
  ...patch,
});

describe('reasonMessage', () => {
  it.each<[string, RecommendationReason, string]>([
    [
      "M-399 'This Pin was inspired by your recent activity'",
      r({ reason: 'recent_activity', reasonId: null }),
      'This Pin was inspired by your recent activity',
    ],
    [
      "M-400 'This Pin was inspired by your board {board}'",
      r({ reason: 'your_board', board }),
      'This Pin was inspired by your board Kitchen ideas',
    ],
    [
      "M-401 'This Pin was inspired by {topic}'",
      r({ reason: 'followed_interest', name: 'Home decor' }),
      'This Pin was inspired by Home decor',
    ],
    [
      "M-402 'This Pin is from {profile}, a profile you follow'",
      r({ reason: 'followed_user', name: 'Ada Lovelace' }),
      'This Pin is from Ada Lovelace, a profile you follow',
    ],
    [
      "M-403 'This Pin is from {board}, a board you follow'",
      r({ reason: 'followed_board', board }),
      'This Pin is from Kitchen ideas, a board you follow',
    ],
  ])('%s', (_name, reason, expected) => {
    expect(reasonMessage(reason)).toBe(expected);
  });

  it('M-294 names are cut at 32 characters with an ellipsis', () => {
    const long = 'A very long profile name that goes on and on';
    expect(reasonMessage(r({ reason: 'followed_user', name: long }))).toBe(
      'This Pin is from A very long profile name that go…, a profile you follow',
    );
  });

  it('a reason without its name falls back to the general sentence', () => {
    expect(reasonMessage(r({ reason: 'followed_board', board: null }))).toBe(
      'This Pin was inspired by your recent activity',
    );
    expect(reasonMessage(r({ reason: 'followed_user', name: '  ' }))).toBe(
      'This Pin was inspired by your recent activity',
    );
  });
});

describe('reasonAttribution', () => {
  it.each<[string, RecommendationReason, string]>([
    [
      'P-120 a followed profile: From {pinnerName}',
      r({ reason: 'followed_user', name: 'Ada' }),
      'From Ada',
    ],
    ['a followed topic: From {topic}', r({ reason: 'followed_interest', name: 'Tea' }), 'From Tea'],
    [
      'P-121 a followed board: Picked for you',
      r({ reason: 'followed_board', board }),
      'Picked for you',
    ],
    ['P-121 your board: Picked for you', r({ reason: 'your_board', board }), 'Picked for you'],
    ['P-121 recent activity: Picked for you', r({ reason: 'recent_activity' }), 'Picked for you'],
  ])('%s', (_name, reason, text) => {
    expect(english(reasonAttribution(reason).text)).toBe(text);
  });
});
