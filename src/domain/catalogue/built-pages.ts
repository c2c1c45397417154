/**
 * Pages the spec names that later issues build (none left: pin analytics (/pin/{id}/analytics)
 * came with issue 15, the ideas pages (/ideas/{slug}/) and search (/search/pins/) with issue 16).
 * Until a page exists nothing links to it (issue 10): the data keeps the spec's urls, the
 * interface shows the text without a link.
 */
const UNBUILT: readonly RegExp[] = [];

/** Whether a same-site href leads to a page Tessera serves today (other sites: true). */
export function isBuiltPage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  const path = href.split(/[?#]/, 1)[0] ?? href;
  return !UNBUILT.some((re) => re.test(path));
}

/** The href to render, or null when the page is not built yet (render plain text instead). */
export function liveHref(href: string | null | undefined): string | null {
  if (!href) return null;
  return isBuiltPage(href) ? href : null;
}
