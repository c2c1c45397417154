// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardSurface } from '#domain/analytics/surfaces';
import type { PinModel } from '#domain/pins/models';
import { KINDS, pin, viewerFor } from '../../../tests/fixtures/pins';
import { measurePinCard } from '../pins';
import { renderCard } from '../pins/test-support';

// Issue 16: the pin card on the Shopping* grids (spec 01 §2 P-064, §4 P-122): the shopping footer
// for unpromoted pins with price first, the struck-through standard price, and one row noting
// free shipping and variants, counted exactly by the layout.

afterEach(cleanup);

const base = KINDS.product as PinModel;
const summary = base.richSummary as NonNullable<PinModel['richSummary']>;
const shippable: PinModel = pin({
  ...base,
  id: '501',
  richSummary: {
    ...summary,
    products: [
      {
        name: 'Mug',
        offerSummary: { currency: 'USD', price: '80.00', standardPrice: '95.00' },
        shippingInfo: { freeShippingPrice: '75.00' },
        variantSet: { dimensionMetadata: [{ name: 'Colour', values: ['Sand', 'Moss'] }] },
      },
    ],
  },
});

function footerOf(card: HTMLElement): HTMLElement {
  return card.querySelector('[data-footer-style]') as HTMLElement;
}

describe('the card on the shopping surfaces', () => {
  const shopping: CardSurface[] = [
    'ShoppingGridSmall',
    'ShoppingGridSmallCarousel',
    'ShoppingCarousel',
    'ShoppingSquareGridCrop',
    'ShoppingDynamicHeightGrid',
    'ShoppingPackageItem',
  ];

  it.each(shopping)('P-064 P-122 %s: shopping footer, price first, notes counted', (surface) => {
    const viewer = viewerFor('visitor');
    const { card } = renderCard(shippable, viewer, surface);
    const footer = footerOf(card);
    expect(footer.dataset.footerStyle).toBe('shopping');
    const rows = [...footer.querySelectorAll<HTMLElement>('[data-row]')].map((r) => r.dataset.row);
    expect(rows.slice(0, 3)).toEqual(['price', 'shopping-notes', 'title']);
    expect(footer.querySelector('[data-row="shopping-notes"]')?.textContent).toBe(
      'Free shipping · More options',
    );
    expect(footer.querySelector('s')?.textContent).toContain('$95.00');
    // the layout reserves the extra row: one 20 px row more than without the notes
    const plain = measurePinCard({ pin: base, viewer, surface, showAttribution: true });
    const withNotes = measurePinCard({ pin: shippable, viewer, surface, showAttribution: true });
    expect(withNotes.footer - plain.footer).toBe(20);
  });

  it('P-122 a promoted pin keeps the standard footer on a shopping surface, and no notes', () => {
    const promoted = pin({ ...shippable, id: '502', isPromoted: true });
    const { card } = renderCard(promoted, viewerFor('user'), 'ShoppingGridSmall');
    expect(footerOf(card).dataset.footerStyle).toBe('standard');
    expect(card.querySelector('[data-row="shopping-notes"]')).toBeNull();
  });

  it('other surfaces show no shopping notes', () => {
    const { card } = renderCard(shippable, viewerFor('user'), 'AuthHomefeed');
    expect(footerOf(card).dataset.footerStyle).toBe('standard');
    expect(card.querySelector('[data-row="shopping-notes"]')).toBeNull();
  });
});
