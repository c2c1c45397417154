/**
 * The closeup tag row (spec 01 §2, §3 pinJoin.annotationsWithLinksArray): tags that link to
 * shopping or other pages. Tessera stores no annotations of its own, so they are derived from
 * what a pin carries: its interest (an ideas page), its products' brands (a shopping search),
 * its recipe (dish and ingredient groups) and any keywords in its rich metadata (searches).
 */
import { ideasPath, searchPinsPath } from '../catalogue/routes.ts';
import { SHOP_THE_LOOK_LABEL, shoppingCategoryPath } from '../shopping/shopping.ts';
import type { RichMetadata } from './content.ts';

/** The `rs` (search source) of a tag link: shopping for product brands, closeup tag otherwise. */
export const TAG_SEARCH_SOURCE = 'closeup_tag';
export const TAG_SHOPPING_SOURCE = 'closeup_shopping_tag';
/** Enough to fill a row two or three times on a phone; the row scrolls (P-061). */
export const MAX_CLOSEUP_TAGS = 12;
const TAG_NAME_MAX = 40;

export interface CloseupTag {
  name: string;
  url: string;
}

export interface CloseupTagInput {
  /** with its id, brand tags lead to the interest's shopping category filtered by the brand */
  interest?: { name: string; urlName: string; id?: number | string } | null;
  /** spec 01 §3 shoppingFlags 2: a 'Shop the look' tag first, to the interest's shopping page */
  shopTheLook?: boolean;
  brands?: readonly (string | null | undefined)[];
  recipe?: { dish?: string | null; ingredientGroups?: readonly (string | null | undefined)[] };
  keywords?: readonly unknown[];
}

/**
 * spec 01 §2 (P-062): 'Shop the look' for a shop-the-look pin (its interest's shopping page),
 * the interest (its ideas page), then product brands (the interest's shopping page filtered by
 * the brand, else a shopping search), the recipe's dish and ingredient groups, then keywords (pin search). Names are
 * trimmed, empty or overlong ones dropped, duplicates (case-insensitive) kept once, at most 12.
 */
export function closeupTags(input: CloseupTagInput): CloseupTag[] {
  const out: CloseupTag[] = [];
  const seen = new Set<string>();
  const add = (raw: unknown, url: (name: string) => string) => {
    if (typeof raw !== 'string') return;
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    if (name === '' || name.length > TAG_NAME_MAX || seen.has(key)) return;
    if (out.length >= MAX_CLOSEUP_TAGS) return;
    seen.add(key);
    out.push({ name, url: url(name) });
  };
  const interest = input.interest;
  const shopId = interest?.id ?? null;
  if (interest && shopId !== null && input.shopTheLook) {
    add(SHOP_THE_LOOK_LABEL, () => shoppingCategoryPath(interest.urlName, shopId));
  }
  if (interest) add(interest.name, () => ideasPath(interest.urlName));
  const brandUrl = (n: string) =>
    interest && shopId !== null
      ? shoppingCategoryPath(interest.urlName, shopId, { brand: n })
      : searchPinsPath(n, TAG_SHOPPING_SOURCE);
  for (const b of input.brands ?? []) add(b, brandUrl);
  const search = (n: string) => searchPinsPath(n, TAG_SEARCH_SOURCE);
  add(input.recipe?.dish, search);
  for (const g of input.recipe?.ingredientGroups ?? []) add(g, search);
  for (const k of input.keywords ?? []) add(k, search);
  return out;
}

/**
 * The part of the tag row a pin's rich metadata gives: product brands, the recipe's dish (its
 * display name) and ingredient groups, and any `keywords` array (imports may carry one).
 */
export function richMetadataTagInput(
  rm: RichMetadata | null | undefined,
): Pick<CloseupTagInput, 'brands' | 'recipe' | 'keywords'> {
  if (!rm) return {};
  const extra = rm as { keywords?: unknown };
  const products = Array.isArray(rm.products) ? rm.products : [];
  const groups = Array.isArray(rm.recipe?.ingredients) ? rm.recipe.ingredients : [];
  return {
    brands: products.map((x) => x?.brand?.name),
    recipe: rm.recipe
      ? { dish: rm.displayName ?? null, ingredientGroups: groups.map((g) => g?.category) }
      : undefined,
    keywords: Array.isArray(extra.keywords) ? extra.keywords : [],
  };
}

/**
 * Decision 025 (tags): the names of the tags a pin's rich metadata puts in its tag row, one a
 * line, as `pins.tags` stores them for the search document, so every tag the row links to a
 * search finds the pin. The same closeupTags as the row, without the interest (an ideas page,
 * not a search); without it the row's own cap of 12 leaves no rich-metadata tag out here.
 */
export function pinTagText(rm: RichMetadata | null | undefined): string {
  return closeupTags(richMetadataTagInput(rm))
    .map((t) => t.name)
    .join('\n');
}
