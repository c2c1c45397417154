// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pin, viewerFor } from '../../../tests/fixtures/pins';
import { renderCard } from './test-support';

afterEach(cleanup);

// Issue 16: on the ranked home feed the card's attribution says the pin's real reason
// (spec 01 §3 P-080 recommendationReason; §4 text variants P-120, P-121).
describe('the ranked home card names its reason', () => {
  const board = { id: '9', name: 'Kitchen', url: '/ada/kitchen/' };

  it('P-120 a followed profile reads From {pinnerName}', () => {
    const p = pin({
      recommendationReason: {
        reason: 'followed_user',
        reasonId: '1',
        board: null,
        name: 'Ada Lovelace',
      },
    });
    const { card } = renderCard(p, viewerFor('user'));
    expect(within(card).getByText('From Ada Lovelace')).toBeTruthy();
  });

  it('P-121 a followed board reads Picked for you, not the pin topic', () => {
    const p = pin({
      recommendationReason: { reason: 'followed_board', reasonId: '9', board, name: null },
    });
    const { card } = renderCard(p, viewerFor('user'));
    expect(within(card).getByText('Picked for you')).toBeTruthy();
    expect(within(card).queryByText(/^From Home decor/)).toBeNull();
  });

  it('a pin the ranking did not pick claims no reason', () => {
    const { card } = renderCard(pin({ recommendationReason: null }), viewerFor('user'));
    expect(within(card).queryByText('Picked for you')).toBeNull();
    expect(within(card).queryByText(/^From Home decor/)).toBeNull();
  });
});
