// @vitest-environment jsdom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardSurface } from '#domain/analytics/surfaces';
import type { PinModel } from '#domain/pins/models';
import {
  type AudienceName,
  collection,
  KINDS,
  pin,
  sponsored,
  user,
  viewerFor,
} from '../../../tests/fixtures/pins';
import { measurePinCard } from './card-measure';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

import { renderCard, renderHoveredCard } from './test-support';

/** The footer height the rendered rows add up to (each row has a fixed height, decision 004). */
function renderedFooter(card: HTMLElement): number {
  const footer = card.querySelector('[data-footer-style]');
  if (!footer) return 16;
  const textHeight = [...footer.querySelectorAll<HTMLElement>('div[style]')]
    .map((el) => Number(el.style.height.replace('px', '')) || 0)
    .reduce((a, b) => a + b, 0);
  const rows = footer.querySelectorAll(
    '[data-row="sponsor"],[data-row="price"],[data-row="rating"],[data-row="cook-time"],[data-row="reactions"]',
  ).length;
  const chips = footer.querySelectorAll('[data-row="chips"]').length;
  const attribution = footer.querySelectorAll('[data-row="attribution"]').length;
  return 8 + textHeight + rows * 20 + chips * 56 + attribution * 40 + 16;
}

const SURFACES: CardSurface[] = [
  'AuthHomefeed',
  'BaseBoardPinGrid',
  'UserProfilePinGrid',
  'RelatedPinGrid',
  'SearchItem',
  'ShoppingGridSmall',
  'CloseupRelatedProducts',
];
const AUDIENCES: AudienceName[] = ['visitor', 'user', 'partner', 'bot'];
const ALL_PINS: [string, PinModel][] = [
  ...Object.entries(KINDS),
  ['collection2', collection(2)],
  ['collection4', collection(4)],
  ['sponsored0', sponsored(0)],
  ['sponsored2', sponsored(2)],
  ['sponsored3', sponsored(3)],
  ['sponsoredNone', sponsored(null, true)],
];

describe('PinCard across kinds × audiences × surfaces', () => {
  const cases = ALL_PINS.flatMap(([name, p]) =>
    AUDIENCES.flatMap((a) => SURFACES.map((s) => [name, p, a, s] as const)),
  );
  it.each(cases)(
    'P-010…P-022 P-417 %s for a %s on %s renders every row the layout counted',
    (_name, p, audience, surface) => {
      const viewer = viewerFor(audience);
      const { card } = renderHoveredCard(p, viewer, surface);
      expect(card.dataset.surface).toBe(surface);
      const measured = measurePinCard({ pin: p, viewer, surface }).footer;
      expect(Number(card.dataset.footer)).toBe(measured);
      expect(renderedFooter(card)).toBe(measured);
      // bots get no save or action controls; everyone else gets the menu and share
      const menu = within(card).queryByRole('button', { name: 'More options' });
      if (audience === 'bot') {
        expect(menu).toBeNull();
        expect(within(card).queryByRole('button', { name: /^Save/ })).toBeNull();
      } else {
        expect(menu).not.toBeNull();
      }
    },
  );
});

describe('labels, price, rating and recipe meta', () => {
  const v = viewerFor('user');

  it('P-230 P-231 P-233 P-234 a product shows one price, the original struck, and its rating', () => {
    const { card } = renderCard(KINDS.product, v);
    expect(card.dataset.pinType).toBe('product');
    expect(within(card).getByText('$18.00')).toBeTruthy();
    expect(within(card).getByText('$24.00').closest('s')).not.toBeNull();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(card).getByText('(1.2k reviews)')).toBeTruthy();
  });

  it('P-231 an original price equal to the current one is not struck', () => {
    const p = pin({
      richSummary: {
        ...(KINDS.product.richSummary as NonNullable<PinModel['richSummary']>),
        products: [
          { name: 'Mug', offerSummary: { currency: 'USD', price: '18', standardPrice: '18.00' } },
        ],
      },
      shopping: { shoppingFlags: [5] },
    });
    const { card } = renderCard(p, v);
    expect(card.querySelector('s')).toBeNull();
  });

  it('P-257 out of stock shows Sold out instead of the price', () => {
    const { card } = renderCard(KINDS.outOfStock, v);
    expect(within(card).getByText('Sold out')).toBeTruthy();
    expect(within(card).queryByText('$40.00')).toBeNull();
  });

  it('P-258 a stale price shows See price on site', () => {
    const { card } = renderCard(KINDS.stalePrice, v);
    expect(within(card).getByText('See price on site')).toBeTruthy();
    expect(within(card).queryByText('$90.00')).toBeNull();
  });

  it('P-251 a pre-owned product shows Pre-owned beside its price', () => {
    const p = {
      ...KINDS.outOfStock,
      shopping: { shoppingFlags: [5], isEligibleForPreLovedGoodsLabel: true },
    };
    const { card } = renderCard(p, v);
    expect(within(card).getByText('Pre-owned')).toBeTruthy();
    expect(within(card).getByText('$40.00')).toBeTruthy();
  });

  it('P-237 P-238 P-232 a recipe shows its cook time and rating text', () => {
    const { card } = renderCard(KINDS.recipe, v);
    expect(card.dataset.pinType).toBe('recipe');
    expect(within(card).getByText('1h 15m')).toBeTruthy();
    expect(within(card).getByText('(87 ratings)')).toBeTruthy();
  });

  it.each<[PinModel, string | null, string]>([
    [KINDS.promoted, 'Promoted by Northwind Goods', 'P-259'],
    [{ ...KINDS.promoted, promoter: null }, 'Promoted', 'P-249'],
    [sponsored(1), 'Paid partnership with Northwind Goods', 'P-260'],
    [sponsored(2), null, 'P-261'],
    [sponsored(0), 'Paid partnership', 'P-262'],
    [sponsored(3), 'Paid partnership', 'P-262'],
    [sponsored(null, true), 'Paid link', 'P-263'],
    [KINDS.image, null, 'P-259'],
  ])('%# sponsorship label %s (%s)', (p, label) => {
    const { card } = renderCard(p, v);
    const row = card.querySelector('[data-row="sponsor"]');
    expect(row?.textContent ?? null).toBe(label);
  });

  it("P-264 P-248 the 'Ad • ' prefix experiment prefixes a non-promoted pin's label only", () => {
    const exp = new Set(['simpler_ad_attribution']);
    const a = renderCard(sponsored(0), v, 'AuthHomefeed', { experiments: exp });
    expect(a.card.querySelector('[data-row="sponsor"]')?.textContent).toBe('Ad • Paid partnership');
    cleanup();
    const b = renderCard(KINDS.promoted, v, 'AuthHomefeed', { experiments: exp });
    expect(b.card.querySelector('[data-row="sponsor"]')?.textContent).toBe(
      'Promoted by Northwind Goods',
    );
  });

  it('P-307 reactions show with short counts on organic pins, and promoted pins only on AuthHomefeed', () => {
    const p = pin({ reactionCounts: { goodIdea: 1520, love: 3, haha: 0 } });
    const { card } = renderCard(p, v, 'SearchItem');
    const list = within(card).getByRole('list', { name: 'Reactions' });
    expect(list.textContent).toContain('Good idea: 1.5k');
    expect(card.querySelector('[data-row="reactions"]')?.textContent).toContain('1.5k');
    expect(list.querySelector('[data-reaction="haha"]')).toBeNull();
    cleanup();
    expect(
      renderCard(KINDS.promoted, v, 'AuthHomefeed').card.querySelector('[data-row="reactions"]'),
    ).not.toBeNull();
    cleanup();
    expect(
      renderCard(KINDS.promoted, v, 'SearchItem').card.querySelector('[data-row="reactions"]'),
    ).toBeNull();
  });

  it('P-216 P-217 P-218 collection chips need 3 items, show the first 3, and ad click types 2 or 3', () => {
    expect(
      renderCard(collection(2), v).card.querySelectorAll('[data-row="chips"] li'),
    ).toHaveLength(0);
    cleanup();
    expect(
      renderCard(collection(5), v).card.querySelectorAll('[data-row="chips"] li'),
    ).toHaveLength(3);
    cleanup();
    expect(
      renderCard(collection(5, 1), v).card.querySelectorAll('[data-row="chips"] li'),
    ).toHaveLength(0);
    cleanup();
    expect(
      renderCard(collection(5, 3), v).card.querySelectorAll('[data-row="chips"] li'),
    ).toHaveLength(3);
  });

  it('P-402 titles clamp to 2 lines, 1 in web_pinrep_one_line_title', () => {
    const p = pin({ gridTitle: 'A somewhat longer title that wraps onto two lines' });
    const two = renderCard(p, v);
    expect(two.card.querySelector<HTMLElement>('[data-footer-style] > div')?.style.height).toBe(
      '40px',
    );
    cleanup();
    const one = renderCard(p, v, 'AuthHomefeed', {
      experiments: new Set(['web_pinrep_one_line_title']),
    });
    expect(one.card.querySelector<HTMLElement>('[data-footer-style] > div')?.style.height).toBe(
      '20px',
    );
  });

  it('P-122 the shopping footer style is for unpromoted pins on shopping surfaces', () => {
    expect(
      renderCard(KINDS.product, v, 'ShoppingGridSmall')
        .card.querySelector('[data-footer-style]')
        ?.getAttribute('data-footer-style'),
    ).toBe('shopping');
    cleanup();
    expect(
      renderCard(KINDS.product, v, 'AuthHomefeed')
        .card.querySelector('[data-footer-style]')
        ?.getAttribute('data-footer-style'),
    ).toBe('standard');
  });
});

describe('attribution', () => {
  it('P-035 signed-in home: From {topic} links to the topic search (issue 16 built it)', () => {
    const { card } = renderCard(KINDS.image, viewerFor('user'));
    const link = card.querySelector('a[href^="/search/"]');
    expect(link?.getAttribute('href')).toBe('/search/pins/?q=Home+decor&rs=homefeed');
    expect(link?.textContent).toContain('Home decor');
  });

  it('P-120 a followed pinner reads From {pinnerName}', () => {
    const p = pin({ pinner: user({ explicitlyFollowedByMe: true }) });
    const { card } = renderCard(p, viewerFor('user'));
    expect(within(card).getByText('From Ada Lovelace')).toBeTruthy();
  });

  it('P-121 without a topic: Picked for you', () => {
    const { card } = renderCard(pin({ interest: null }), viewerFor('user'));
    expect(within(card).getByText('Picked for you')).toBeTruthy();
  });

  it('P-115 no attribution on UserProfilePinGrid and CloseupRelatedProducts', () => {
    for (const s of ['UserProfilePinGrid', 'CloseupRelatedProducts'] as const) {
      const { card } = renderCard(KINDS.image, viewerFor('user'), s);
      expect(card.querySelector('[data-row="attribution"]')).toBeNull();
      cleanup();
    }
  });

  it('P-265 visitors get lowercased profile links and no reason line', () => {
    const { card } = renderCard(KINDS.image, viewerFor('visitor'));
    expect(
      within(card)
        .getByRole('link', { name: /Ada Lovelace/ })
        .getAttribute('href'),
    ).toBe('/adalovelace/');
    expect(within(card).queryByText(/^From /)).toBeNull();
  });

  it('P-118 image-only credit is hidden until hover', () => {
    const viewer = { ...viewerFor('user'), isEligibleForImageOnlyGrid: true };
    const { card } = renderCard(KINDS.image, viewer, 'SearchItem');
    const row = card.querySelector('[data-row="attribution"]') as HTMLElement;
    expect(row.dataset.mode).toBe('image-only-credit');
    expect(row.dataset.credit).toBe('false');
    fireEvent.pointerOver(card);
    expect(row.dataset.credit).toBe('true');
  });

  it('M-183 P-245 the last word of the name and the merchant badge stay together', () => {
    const { card } = renderCard(KINDS.promoted, viewerFor('user'));
    const last = within(card).getByText('Goods');
    expect(
      last
        .closest('a')
        ?.nextElementSibling?.querySelector('button[aria-label="Verified merchant"]'),
    ).not.toBeNull();
  });
});

describe('a pin without a title (issue 10)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['', '   '],
    ['', '\n\n'],
    [' \t', ' \n '],
  ])('title %j, description %j: no text line is rendered or measured', (title, description) => {
    const p = pin({ title, gridTitle: title.trim(), description });
    for (const [viewer, surface] of [
      [viewerFor('visitor'), 'AuthHomefeed'],
      [viewerFor('user'), 'AuthHomefeed'],
      [viewerFor('user', '1'), 'UserProfilePinGrid'],
    ] as const) {
      const measured = measurePinCard({ pin: p, viewer, surface, showAttribution: true });
      const { card } = renderCard(p, viewer, surface);
      expect(card.getAttribute('data-footer')).toBe(String(measured.footer));
      const footer = card.querySelector('[data-footer-style]');
      const textRows = [...(footer?.children ?? [])].filter((el) => !el.hasAttribute('data-row'));
      expect(textRows).toEqual([]);
      cleanup();
    }
  });
});
