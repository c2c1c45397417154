import { describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { jsonAnswer, keepUnchanged } from '../platform/kept-json.ts';
import type { BaseEntry } from './base.ts';
import { emptyViewerState, personalize } from './viewer-state.ts';

function entry(id: number): BaseEntry {
  const model = keepUnchanged({
    id: String(id),
    title: `Pin ${id}`,
    pinner: { id: '7', username: 'ada', explicitlyFollowedByMe: false },
    board: { id: '3', name: 'Kitchens', followedByMe: false },
    favoritedByMe: false,
    access: [],
    savedInfo: null,
    aggregatedPinData: null,
  }) as unknown as PinModel;
  return {
    id,
    pinnerId: 7,
    boardId: 3,
    boardOwnerId: 7,
    originPinId: null,
    secret: false,
    asksMembership: false,
    privateOwners: [],
    model,
  };
}

describe('personalize: a signed-in person’s card (decision 082)', () => {
  it('the same flags and entry give the same card, request after request', () => {
    const e = entry(1);
    const st = emptyViewerState(9);
    st.favorited.add(1);
    const first = personalize(e, st);
    expect(personalize(e, st)).toBe(first);
    expect(first).toMatchObject({ favoritedByMe: true, board: { followedByMe: false } });
    // its JSON is written once and is the spread's
    const answer = { data: [first, personalize(e, st)] };
    expect(jsonAnswer(answer).body.toString()).toBe(JSON.stringify(answer));
  });

  it('new flags (a write empties the kept state) make a new card with them', () => {
    const e = entry(2);
    const before = personalize(e, emptyViewerState(9));
    const after = emptyViewerState(9);
    after.followed.add(3);
    after.followedUsers.add(7);
    const card = personalize(e, after);
    expect(card).not.toBe(before);
    expect(card).toMatchObject({
      favoritedByMe: false,
      board: { followedByMe: true },
      pinner: { explicitlyFollowedByMe: true },
    });
    expect(jsonAnswer([card]).body.toString()).toBe(JSON.stringify([card]));
  });

  it('a visitor gets the kept model itself', () => {
    const e = entry(3);
    expect(personalize(e, emptyViewerState(null))).toBe(e.model);
  });
});
