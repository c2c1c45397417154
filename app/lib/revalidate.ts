import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A page that keeps its own pages of results (a feed, a grid): coming back to the same address,
 * or closing an overlay opened over it, reloads nothing; any other navigation revalidates as
 * usual. Routes export it as their `shouldRevalidate`.
 */
export function keepLoadedPages({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search)
    return false;
  return defaultShouldRevalidate;
}
