import type { AggregateRating, Product, RichMetadata, ShoppingData } from '#domain/pins/content';
import {
  capitalise,
  chance,
  intBetween,
  pick,
  type Rng,
  shuffle,
  slugify,
  weightedPick,
} from './random.ts';
import {
  BRANDS,
  COLOURWAYS,
  COOK_TIMES,
  PANTRY_STAPLES,
  type PartnerBrand,
  PRODUCT_LABELS,
  PRODUCTS,
  RECIPES,
  SERVINGS,
  SIZES,
} from './words.ts';

/**
 * Rich metadata of demo product and recipe pins (spec 01 §3), shaped so every display case of
 * spec 01 §5 occurs: sale and range prices, sold out, stale price, ratings with and without
 * counts past 999, cook times on both sides of an hour.
 */

const CURRENCIES: readonly (readonly [string, number])[] = [
  ['USD', 5],
  ['EUR', 2],
  ['GBP', 2],
  ['JPY', 1],
];
const PER_DOLLAR: Record<string, number> = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 150 };

/** Decimal string in the currency's own style: whole hundreds of yen, shop-style cents elsewhere. */
function price(rng: Rng, dollars: number, currency: string): string {
  const amount = dollars * (PER_DOLLAR[currency] ?? 1);
  if (currency === 'JPY') return String(Math.max(100, Math.round(amount / 100) * 100));
  const cents = pick(rng, [0, 0, 0.99, 0.5, 0.95]);
  return (Math.max(1, Math.floor(amount)) + cents).toFixed(2);
}

function makeRating(rng: Rng, maxCount: number): AggregateRating {
  const ratingValue = Math.round((3.5 + rng() * 1.5) * 10) / 10;
  // log-uniform counts: most are small, about one in five passes 999 (short number format)
  const ratingCount = Math.max(1, Math.floor(Math.exp(rng() * Math.log(maxCount))));
  const rating: AggregateRating = { ratingValue, bestRating: 5, ratingCount };
  if (chance(rng, 0.75)) rating.reviewCount = Math.max(1, Math.floor(ratingCount * rng()));
  return rating;
}

export interface ProductContent {
  title: string;
  link: string;
  richMetadata: RichMetadata;
  shopping: ShoppingData;
}

/** `used` holds lowercased titles already taken, so product names repeat only when exhausted. */
export function makeProduct(
  rng: Rng,
  interest: string,
  brand: { name: string; host: string },
  used: Set<string>,
): ProductContent {
  const catalogue = PRODUCTS[interest] ?? PRODUCTS['home-decor'] ?? [];
  let name = '';
  let dollars = 0;
  for (let attempt = 0; attempt < 12; attempt++) {
    const [base = 'Linen tote', cost = '40'] = pick(rng, catalogue).split(':');
    // colourways suit clothes and homeware; skincare comes in sizes instead
    if (interest === 'beauty') name = chance(rng, 0.4) ? `${base}, travel size` : base;
    else name = chance(rng, 0.6) ? `${base} in ${pick(rng, COLOURWAYS)}` : base;
    dollars = Number(cost) * (0.85 + rng() * 0.3);
    if (!used.has(name.toLowerCase())) break;
  }
  used.add(name.toLowerCase());
  const brandName = chance(rng, 0.8) ? brand.name : pick(rng, BRANDS);
  const currency = weightedPick(rng, CURRENCIES);
  const offer: NonNullable<Product['offerSummary']> = { currency };
  const shape = rng();
  if (shape < 0.3) {
    offer.price = price(rng, dollars, currency);
    offer.standardPrice = price(rng, dollars * (1.15 + rng() * 0.35), currency);
  } else if (shape < 0.45) {
    offer.minPrice = price(rng, dollars, currency);
    offer.maxPrice = price(rng, dollars * (1.3 + rng() * 1.2), currency);
    if (chance(rng, 0.5)) offer.price = offer.minPrice;
  } else {
    offer.price = price(rng, dollars, currency);
  }
  const link = `https://${brand.host}/products/${slugify(name)}`;
  const product: Product = {
    name,
    brand: { name: brandName },
    itemId: `sku-${intBetween(rng, 100000, 999999)}`,
    offerSummary: offer,
  };
  if (chance(rng, 0.3)) product.shippingInfo = { freeShippingPrice: price(rng, 75, currency) };
  if (interest.endsWith('fashion')) {
    product.variantSet = { dimensionMetadata: [{ name: 'Size', values: SIZES }] };
  } else if (chance(rng, 0.4)) {
    const colours = shuffle(rng, COLOURWAYS).slice(0, intBetween(rng, 2, 4));
    product.variantSet = { dimensionMetadata: [{ name: 'Colour', values: colours }] };
  }
  if (chance(rng, 0.2)) product.labelInfo = { labels: [pick(rng, PRODUCT_LABELS)] };
  const richMetadata: RichMetadata = {
    typeName: 'product',
    displayName: name,
    siteName: brandName,
    url: link,
    products: [product],
  };
  if (chance(rng, 0.4)) richMetadata.aggregateRating = makeRating(rng, 4000);
  // spec 01 §3 shoppingFlags: 1 available, 5 product pin v2
  const shopping: ShoppingData = {
    shoppingFlags: [chance(rng, 0.5) ? 1 : 5],
    isEligibleForPdp: chance(rng, 0.7),
  };
  const stock = rng();
  if (stock < 0.12) shopping.isOosProduct = true;
  else if (stock < 0.22) shopping.isStaleProduct = true;
  return { title: name, link, richMetadata, shopping };
}

/** A product a creator links to without a sponsorship status ('Paid link', spec 01 §5). */
export function makeAffiliateMetadata(rng: Rng, brand: PartnerBrand): RichMetadata {
  const interest = pick(rng, brand.boards).interest;
  const [name = 'Linen tote'] = pick(rng, PRODUCTS[interest] ?? ['Linen tote']).split(':');
  return {
    siteName: brand.name,
    url: `https://${brand.host}/products/${slugify(name)}`,
    products: [{ name, brand: { name: brand.name } }],
  };
}

export const RECIPE_DISHES: readonly string[] = RECIPES.map((line) => line.split(':')[0] ?? line);

export function makeRecipe(
  rng: Rng,
  dish: string,
  site: { name: string; base: string },
): { link: string; richMetadata: RichMetadata } {
  const line = RECIPES.find((entry) => entry.startsWith(`${dish}:`)) ?? '';
  const headline = (line.split(':')[1] ?? '').split(',').map((item) => item.trim());
  const link = `${site.base}/${slugify(dish)}`;
  const richMetadata: RichMetadata = {
    typeName: 'recipe',
    displayName: capitalise(dish),
    siteName: site.name,
    url: link,
    recipe: {
      cookTimeMinutes: pick(rng, COOK_TIMES),
      servings: pick(rng, SERVINGS),
      ingredients: [{ items: headline }, { category: 'Pantry', items: PANTRY_STAPLES }],
    },
  };
  // some recipes carry no rating, so 'rating text only when values exist' is exercised
  if (chance(rng, 0.85)) richMetadata.aggregateRating = makeRating(rng, 6000);
  return { link, richMetadata };
}
