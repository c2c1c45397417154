// Issue 37: the page title rule alone, so the shell that every page loads (app/lib/site-name.ts)
// carries this line and not the settings' rules and texts (closeup budget: 150 KB gzipped).

/** "Sign up | Name": every page's title ends with the instance's name. */
export function titleWith(name: string, page?: string): string {
  return page ? `${page} | ${name}` : name;
}
