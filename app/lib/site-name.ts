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
