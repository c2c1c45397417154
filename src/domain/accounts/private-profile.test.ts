import { describe, expect, it } from 'vitest';
import {
  type FollowLabel,
  followIntent,
  followLabel,
  isNoindex,
  maySeeProfileContent,
  type ProfileRelation,
} from './private-profile.ts';

describe('private profiles (decision 045)', () => {
  it.each<[string, ProfileRelation, boolean]>([
    ['public, anyone', { isPrivate: false, isOwner: false, follows: false }, true],
    ['public, follower', { isPrivate: false, isOwner: false, follows: true }, true],
    ['private, stranger or visitor', { isPrivate: true, isOwner: false, follows: false }, false],
    ['private, approved follower', { isPrivate: true, isOwner: false, follows: true }, true],
    ['private, its owner', { isPrivate: true, isOwner: true, follows: false }, true],
  ])('%s sees the content: %s', (_, r, want) => {
    expect(maySeeProfileContent(r)).toBe(want);
  });

  it.each<[boolean, boolean, boolean, FollowLabel]>([
    [false, false, false, 'Follow'],
    [false, true, false, 'Unfollow'],
    [true, false, false, 'Request'],
    [true, false, true, 'Requested'],
    [true, true, false, 'Unfollow'],
    // a profile gone public after a request: the request is a follow by then, but an old page says so
    [false, false, true, 'Requested'],
  ])('private %s, following %s, requested %s: %s', (isPrivate, following, requested, want) => {
    expect(followLabel({ isPrivate, following, requested })).toBe(want);
  });

  it.each([
    [false, false, 'follow'],
    [true, false, 'unfollow'],
    [false, true, 'unfollow'],
  ] as const)('following %s, requested %s: pressing asks to %s', (following, requested, want) => {
    expect(followIntent({ following, requested })).toBe(want);
  });

  it.each([
    [false, true, false],
    [false, false, true],
    [true, true, true],
    [true, false, true],
  ])('private %s, indexing %s: noindex %s', (isPrivate, searchIndexing, want) => {
    expect(isNoindex({ isPrivate, searchIndexing })).toBe(want);
  });
});
