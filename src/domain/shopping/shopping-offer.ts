/**
 * The offer a product pin stands for (spec 01 §3 Product, shoppingFlags P-076/P-077): its price,
 * availability, free shipping and variants. Small on purpose: the pin card reads it on every
 * grid (decision 029); the shopping pages' filters and urls are in shopping.ts.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { Product, RichMetadata, ShoppingData } from '../pins/content.ts';

/** The largest price numeric(12, 2) holds: prices above it are not prices. */
export const MAX_PRICE = 9_999_999_999.99;
/** spec 01 §3 shoppingFlags: 2 is shop-the-look. */
export const SHOP_THE_LOOK_FLAG = 2;
export const SHOP_THE_LOOK_LABEL = 'Shop the look';
export const FREE_SHIPPING_LABEL = 'closeup.free' satisfies MessageId;
/** The card's note that a product comes in several sizes, colours or other options. */
export const VARIANTS_LABEL = 'pins.variants' satisfies MessageId;
/** Brand names are cut to this many characters (and a longer brand filter is refused). */
export const BRAND_MAX = 80;

const DECIMAL = /^(\d{1,10})(?:\.(\d+))?$/;

/**
 * spec 01 §3: content prices are decimal strings in the offer's currency ('19.99', '2400').
 * A plain non-negative decimal (surrounding spaces allowed) rounds to cents; anything else (empty,
 * signs, exponents, thousands separators, currency symbols, NaN, more than 10 whole digits) is
 * no price. Numbers are taken as they are when finite and in range.
 */
export function parseDecimalPrice(raw: unknown): number | null {
  if (typeof raw === 'number') {
    return Number.isFinite(raw) && raw >= 0 && raw <= MAX_PRICE
      ? Math.round(raw * 100) / 100
      : null;
  }
  if (typeof raw !== 'string') return null;
  const m = DECIMAL.exec(raw.trim());
  if (!m) return null;
  const value = Math.round(Number(`${m[1]}.${m[2] ?? '0'}`) * 100) / 100;
  return value <= MAX_PRICE ? value : null;
}

/** What the shopping pages filter and sort a product pin by (table product_offers). */
export interface OfferFields {
  /** the lowest price the offer shows (price, minPrice or maxPrice), null when none parses */
  price: number | null;
  standardPrice: number | null;
  currency: string;
  inStock: boolean;
  freeShipping: boolean;
  brand: string | null;
  hasVariants: boolean;
}

/** The product a pin's offer comes from: the first with an offer summary, else the first. */
export function offerProduct(rich: RichMetadata | null | undefined): Product | null {
  const products = rich?.products ?? [];
  return products.find((p) => p.offerSummary) ?? products[0] ?? null;
}

/**
 * spec 01 §3 shippingInfo: freeShippingPrice is the order value from which shipping is free, so
 * the product ships free on its own when its price reaches it (a threshold of 0: always);
 * freeShippingValue, when given, is the shipping charge, and 0 means free.
 */
export function shipsFree(product: Product, price: number | null): boolean {
  const info = product.shippingInfo;
  if (!info) return false;
  if (parseDecimalPrice(info.freeShippingValue) === 0) return true;
  const threshold = parseDecimalPrice(info.freeShippingPrice);
  if (threshold === null) return false;
  return threshold === 0 || (price !== null && price >= threshold);
}

/** spec 01 §3 variantSet: variants exist when some dimension offers more than one value. */
export function hasVariants(product: Product): boolean {
  return (product.variantSet?.dimensionMetadata ?? []).some(
    (d) => Array.isArray(d.values) && d.values.length > 1,
  );
}

/**
 * The offer of a product pin (spec 01 §3 Product): the lowest of its price, minPrice and
 * maxPrice, its standard price, currency (an ISO code; USD when missing or malformed), in stock
 * unless isOosProduct, free shipping, brand and whether variants exist. null without products.
 */
export function deriveOffer(
  rich: RichMetadata | null | undefined,
  shopping: ShoppingData | null | undefined,
): OfferFields | null {
  const product = offerProduct(rich);
  if (!product) return null;
  const o = product.offerSummary;
  const prices = [o?.price, o?.minPrice, o?.maxPrice]
    .map(parseDecimalPrice)
    .filter((n): n is number => n !== null);
  const price = prices.length ? Math.min(...prices) : null;
  const currency =
    typeof o?.currency === 'string' && /^[A-Z]{3}$/.test(o.currency) ? o.currency : 'USD';
  const brandName = product.brand?.name?.trim().replace(/\s+/g, ' ') ?? '';
  return {
    price,
    standardPrice: parseDecimalPrice(o?.standardPrice),
    currency,
    inStock: !shopping?.isOosProduct,
    freeShipping: shipsFree(product, price),
    brand: brandName !== '' ? brandName.slice(0, BRAND_MAX) : null,
    hasVariants: hasVariants(product),
  };
}

/** spec 01 §3 (P-077): shoppingFlags 2 marks a shop-the-look pin. */
export function isShopTheLook(shopping: ShoppingData | null | undefined): boolean {
  return (shopping?.shoppingFlags ?? []).includes(SHOP_THE_LOOK_FLAG);
}

/** The shopping notes a card shows under the price on the Shopping* grids. */
export function shoppingNotes(rich: { products: Product[] } | null | undefined): MessageId[] {
  const product = offerProduct(rich as RichMetadata | null | undefined);
  if (!product) return [];
  const o = product.offerSummary;
  const prices = [o?.price, o?.minPrice, o?.maxPrice]
    .map(parseDecimalPrice)
    .filter((n): n is number => n !== null);
  const price = prices.length ? Math.min(...prices) : null;
  const notes: MessageId[] = [];
  if (shipsFree(product, price)) notes.push(FREE_SHIPPING_LABEL);
  if (hasVariants(product)) notes.push(VARIANTS_LABEL);
  return notes;
}
