/**
 * The closeup tag row (spec 01 §2, §3 pinJoin.annotationsWithLinksArray): tags that link to
 * shopping or other pages. Tessera stores no annotations of its own, so they are derived from
 * what a pin carries: its interest (an ideas page), its products' brands (a shopping search),
 * its recipe (dish and ingredient groups) and any keywords in its rich metadata (searches).
 */
import { ideasPath, searchPinsPath } from './routes.ts';

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
  interest?: { name: string; urlName: string } | null;
  brands?: readonly (string | null | undefined)[];
  recipe?: { dish?: string | null; ingredientGroups?: readonly (string | null | undefined)[] };
  keywords?: readonly unknown[];
}

/**
 * spec 01 §2 (P-062): the interest first (its ideas page), then product brands (shopping
 * search), the recipe's dish and ingredient groups, then keywords (pin search). Names are
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
  if (interest) add(interest.name, () => ideasPath(interest.urlName));
  for (const b of input.brands ?? []) add(b, (n) => searchPinsPath(n, TAG_SHOPPING_SOURCE));
  const search = (n: string) => searchPinsPath(n, TAG_SEARCH_SOURCE);
  add(input.recipe?.dish, search);
  for (const g of input.recipe?.ingredientGroups ?? []) add(g, search);
  for (const k of input.keywords ?? []) add(k, search);
  return out;
}
