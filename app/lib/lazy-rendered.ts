import { type ComponentType, lazy } from 'react';

/**
 * A component whose code is no page's initial JS (issue 30's budget: splitting, not cutting): the
 * browser fetches it when a page first renders it, and hydration keeps the server's HTML of it
 * until the code arrives (render it inside a Suspense boundary). The server starts loading it
 * when this is called, at start-up, so a server render never waits for it.
 */
export function lazyRendered<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // a failed load on the server surfaces in the render that needs it
  if (import.meta.env.SSR) load().catch(() => undefined);
  return lazy(() => load().then((component) => ({ default: component })));
}
