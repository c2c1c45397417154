/**
 * The address of a search results page (spec 01 §2 P-035, 02 §3 M-180): /search/{scope}/ with the
 * query, its source and the pin filters in the query string, so a link, a reload and Back keep
 * them. Pure: the results page's loader reads it, its tabs and chips write it.
 */
import {
  COLOR_FAMILIES,
  type ColorFamily,
  SEARCH_KINDS,
  SEARCH_SCOPES,
  type SearchKind,
  type SearchScope,
} from './search.ts';
import { normalizeQuery } from './search-history.ts';

export { normalizeQuery };

export interface SearchPageParams {
  q: string;
  scope: SearchScope;
  rs: string | null;
  color: ColorFamily | null;
  kind: SearchKind | null;
}

/** The scopes whose results are pins: only they take the colour and kind filters. */
const PIN_SCOPES: readonly SearchScope[] = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'my_content',
];

/** The scopes that search only the signed-in person's own content (spec 02 §3 M-180). */
const OWN_SCOPES: readonly SearchScope[] = ['my_pins', 'my_boards', 'my_content'];

export function isSearchScope(value: string): value is SearchScope {
  return (SEARCH_SCOPES as readonly string[]).includes(value);
}

export function isPinScope(scope: SearchScope): boolean {
  return PIN_SCOPES.includes(scope);
}

export function isOwnScope(scope: SearchScope): boolean {
  return OWN_SCOPES.includes(scope);
}

/** A source tag: short lowercase word characters only; anything else is dropped. */
function normalizeSource(raw: string | null): string | null {
  return raw && /^[a-z0-9_]{1,40}$/.test(raw) ? raw : null;
}

/**
 * The page's parameters from its scope segment and query string; null for a scope that does not
 * exist (the page answers 404). Unknown filter values are dropped, and filters on a scope that
 * has none are ignored.
 */
export function parseSearchPage(
  scopeParam: string,
  query: URLSearchParams,
): SearchPageParams | null {
  if (!isSearchScope(scopeParam)) return null;
  const pins = isPinScope(scopeParam);
  const color = query.get('color');
  const kind = query.get('kind');
  return {
    q: normalizeQuery(query.get('q') ?? ''),
    scope: scopeParam,
    rs: normalizeSource(query.get('rs')),
    color:
      pins && (COLOR_FAMILIES as readonly string[]).includes(color ?? '')
        ? (color as ColorFamily)
        : null,
    kind:
      pins && (SEARCH_KINDS as readonly string[]).includes(kind ?? '')
        ? (kind as SearchKind)
        : null,
  };
}

/** The results page's address: empty parts left out, the parameters in a stable order. */
export function searchPageUrl(p: {
  q: string;
  scope: SearchScope;
  rs?: string | null;
  color?: ColorFamily | null;
  kind?: SearchKind | null;
}): string {
  const qs = new URLSearchParams();
  if (p.q) qs.set('q', p.q);
  if (p.rs) qs.set('rs', p.rs);
  if (isPinScope(p.scope)) {
    if (p.color) qs.set('color', p.color);
    if (p.kind) qs.set('kind', p.kind);
  }
  const s = qs.toString();
  return `/search/${p.scope}/${s ? `?${s}` : ''}`;
}

/** A filtered page (a colour or a kind): a variant of the plain results, never indexed. */
export function isFilteredSearch(p: Pick<SearchPageParams, 'color' | 'kind'>): boolean {
  return p.color !== null || p.kind !== null;
}

/**
 * A shorter query to suggest when nothing matched: the query without its last word, or null
 * when it is one word already.
 */
export function shorterQuery(q: string): string | null {
  const words = normalizeQuery(q).split(' ').filter(Boolean);
  return words.length > 1 ? words.slice(0, -1).join(' ') : null;
}
