/**
 * Shopping (spec 01 §2 P-064 Shopping* grids, P-122 footer style; §3 Product, shoppingFlags
 * P-076/P-077; 02 §2 M-058 /shopping/, M-059 /shopping/{category}/{id}): the filters of the
 * shopping pages and their urls. The offer a product pin stands for is in shopping-offer.ts (the
 * pin card's share, kept apart so the card's chunk stays small) and re-exported here.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { Said } from '../i18n/said.ts';
import { BRAND_MAX, parseDecimalPrice } from './shopping-offer.ts';

export {
  deriveOffer,
  isShopTheLook,
  parseDecimalPrice,
  SHOP_THE_LOOK_LABEL,
} from './shopping-offer.ts';

// ---- the shopping pages' filters (M-059) ----

export const SHOPPING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ShoppingSort = (typeof SHOPPING_SORTS)[number];

export interface ShoppingFilters {
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  freeShipping: boolean;
  brand: string | null;
  sort: ShoppingSort;
}

export const NO_FILTERS: ShoppingFilters = {
  minPrice: null,
  maxPrice: null,
  inStock: false,
  freeShipping: false,
  brand: null,
  sort: 'newest',
};

/** `error`: why not, said by the page's loader or the API in the reader's language (decision 064). */
export type FilterParse = { ok: true; filters: ShoppingFilters } | { ok: false; error: Said };

type QueryLike = { get(name: string): string | null };

function flag(q: QueryLike, name: string): boolean | 'bad' {
  const v = q.get(name);
  if (v === null || v === '' || v === '0' || v === 'false') return false;
  return v === '1' || v === 'true' ? true : 'bad';
}

function priceParam(q: QueryLike, name: string, problem: MessageId): number | null | Said {
  const v = q.get(name);
  if (v === null || v.trim() === '') return null;
  const n = parseDecimalPrice(v);
  return n === null ? { id: problem } : n;
}

/**
 * The filters in a shopping page's query (min_price, max_price, in_stock=1, free_shipping=1,
 * brand, sort): empty values are no filter; anything else that is not understood is a readable
 * error, never a guess.
 */
export function parseShoppingFilters(q: QueryLike): FilterParse {
  const min = priceParam(q, 'min_price', 'errors.shopping.minPrice');
  if (typeof min === 'object' && min !== null) return { ok: false, error: min };
  const max = priceParam(q, 'max_price', 'errors.shopping.maxPrice');
  if (typeof max === 'object' && max !== null) return { ok: false, error: max };
  if (min !== null && max !== null && min > max) {
    return { ok: false, error: { id: 'errors.shopping.minAboveMax' } };
  }
  const inStock = flag(q, 'in_stock');
  const freeShipping = flag(q, 'free_shipping');
  if (inStock === 'bad' || freeShipping === 'bad') {
    return { ok: false, error: { id: 'errors.shopping.flags' } };
  }
  const rawBrand = (q.get('brand') ?? '').trim().replace(/\s+/g, ' ');
  if (rawBrand.length > BRAND_MAX)
    return { ok: false, error: { id: 'errors.shopping.brandTooLong' } };
  const sort = q.get('sort') || 'newest';
  if (!(SHOPPING_SORTS as readonly string[]).includes(sort)) {
    return { ok: false, error: { id: 'errors.shopping.sortBy', name: SHOPPING_SORTS.join(', ') } };
  }
  return {
    ok: true,
    filters: {
      minPrice: min,
      maxPrice: max,
      inStock,
      freeShipping,
      brand: rawBrand === '' ? null : rawBrand,
      sort: sort as ShoppingSort,
    },
  };
}

/** How many filters narrow the list (sort is an order, not a filter). */
export function activeFilterCount(f: ShoppingFilters): number {
  return (
    (f.minPrice !== null || f.maxPrice !== null ? 1 : 0) +
    (f.inStock ? 1 : 0) +
    (f.freeShipping ? 1 : 0) +
    (f.brand !== null ? 1 : 0)
  );
}

/** The query string of some filters ('' for none), the inverse of parseShoppingFilters. */
export function shoppingQuery(f: Partial<ShoppingFilters>): string {
  const q = new URLSearchParams();
  if (f.minPrice != null) q.set('min_price', String(f.minPrice));
  if (f.maxPrice != null) q.set('max_price', String(f.maxPrice));
  if (f.inStock) q.set('in_stock', '1');
  if (f.freeShipping) q.set('free_shipping', '1');
  if (f.brand) q.set('brand', f.brand);
  if (f.sort && f.sort !== 'newest') q.set('sort', f.sort);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const SHOPPING_ROOT_PATH = '/shopping/';

/** spec 02 §2 (M-059): /shopping/{category}/{id}/, with any filters in the query. */
export function shoppingCategoryPath(
  slug: string,
  id: string | number,
  filters: Partial<ShoppingFilters> = {},
): string {
  return `/shopping/${encodeURIComponent(slug)}/${id}/${shoppingQuery(filters)}`;
}

/** A category id from the url: digits that fit a stored id, else null (a 404). */
export function parseCategoryId(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const n = Number(param);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}
