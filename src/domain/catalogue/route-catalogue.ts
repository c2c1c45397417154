/**
 * spec 02 §2 route catalogue (M-032..M-121) and the card/closeup routes of spec 01 §2: every
 * route, and what Tessera does with it (decision 030). A route is a page (its route file), a
 * redirect (where to, 301 or 302) or not in Tessera: a readable page that says why, answered
 * with 404 and noindex, and never linked from the interface.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import { ACCOUNT_ROUTES } from './route-catalogue-account.ts';
import { BROWSE_ROUTES } from './route-catalogue-browse.ts';
import type { CatalogueRoute, Disposition } from './route-catalogue-types.ts';

export type { CatalogueRoute, Disposition } from './route-catalogue-types.ts';

/** Every catalogue route, in the spec's order. */
export const ROUTE_CATALOGUE: readonly CatalogueRoute[] = [...BROWSE_ROUTES, ...ACCOUNT_ROUTES];

function patternRegex(pattern: string): { re: RegExp; names: string[] } {
  const names: string[] = [];
  const body = pattern
    .split('/')
    .filter((s) => s !== '')
    .map((seg) => {
      if (seg === '*') return '(?:/.*)?';
      if (seg.startsWith(':')) {
        names.push(seg.slice(1));
        return '/([^/]+)';
      }
      return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { re: new RegExp(`^${body}/?$`, 'i'), names };
}

/** The params of `pathname` under `pattern` (React Router's rules, trailing slash allowed), or null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const { re, names } = patternRegex(pattern);
  const m = re.exec(pathname === '' ? '/' : pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((n, i) => {
    params[n] = decodeURIComponent(m[i + 1] ?? '');
  });
  return params;
}

/** The first catalogue entry of `kind` whose pattern matches `pathname` (spec order). */
export function catalogueEntry(
  pathname: string,
  kind: Disposition['kind'],
): { route: CatalogueRoute; params: Record<string, string> } | null {
  for (const route of ROUTE_CATALOGUE) {
    if (route.disposition.kind !== kind) continue;
    const params = matchPattern(route.pattern, pathname);
    if (params) return { route, params };
  }
  return null;
}

/**
 * decision 030: where a redirect entry sends `url` (path and query), or null when none matches.
 * Params are put back encoded; the query goes along when the entry keeps it.
 */
export function redirectTarget(url: string): { to: string; status: 301 | 302 } | null {
  const [pathname = '/', query = ''] = url.split('?', 2);
  const hit = catalogueEntry(pathname, 'redirect');
  if (hit?.route.disposition.kind !== 'redirect') return null;
  const d = hit.route.disposition;
  if (d.file !== undefined) return null;
  const to = d.to.replace(/:([A-Za-z]+)/g, (_, n: string) =>
    encodeURIComponent(hit.params[n] ?? ''),
  );
  return { to: d.keepQuery && query ? `${to}?${query}` : to, status: d.status };
}

/**
 * decision 030: what the readable page of a route Tessera does not have says (decision 064: ids
 * its loader says in the page's language), or null.
 */
export function notInTessera(pathname: string): { title: MessageId; why: MessageId } | null {
  const hit = catalogueEntry(pathname, 'not-in-tessera');
  if (hit?.route.disposition.kind !== 'not-in-tessera') return null;
  return { title: hit.route.disposition.title, why: hit.route.disposition.why };
}
