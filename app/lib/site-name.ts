import { isRouteErrorResponse } from 'react-router';
import { titleWith } from '#domain/instance/title';

/**
 * Issue 37, decision 056: the instance's name, which ends every page title and names the site in
 * Open Graph tags. The root layout sets it from the root loader's data before <Meta /> renders
 * (on the server and in the browser), so every route's meta() reads it without asking for the
 * root's data itself. One instance per process: every request of a process names the same one.
 */
let current = 'Tessera';

export function setSiteName(name: string): void {
  current = name || 'Tessera';
}

export function siteName(): string {
  return current;
}

/** "Page | Instance name", or the name alone. */
export function siteTitle(page?: string): string {
  return titleWith(current, page);
}

/** What fallbackTitle reads of a meta() function's arguments. */
interface FallbackArgs {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  error?: unknown;
}

/**
 * Decision 064: the title of a page whose loader failed or found nothing, in the page's language.
 * The page's own loader cannot say it, so the root loader does (`errorTitles`, from `meta.notFound`
 * and `meta.error`), and every meta() reads it here from its `matches`: a 404, or no data without
 * an error, is "Page not found"; any other error "Something went wrong". Without the root's data
 * (its own loader failed) the title is the instance's name alone.
 */
export function fallbackTitle({ matches, error }: FallbackArgs): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    | { errorTitles?: { notFound: string; error: string } }
    | undefined;
  const notFound = !error || (isRouteErrorResponse(error) && error.status === 404);
  return titleWith(current, root?.errorTitles?.[notFound ? 'notFound' : 'error']);
}
