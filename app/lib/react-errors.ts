/** What the page's React reported: hydration mismatches and errors no boundary caught. */
declare global {
  interface Window {
    /** read by the browser journeys, which fail on any entry (tests/e2e/support/browser.ts) */
    __reactErrors?: string[];
  }
}

/**
 * Records an error React reports to the root (decision 035): a recoverable one is a hydration
 * mismatch, after which React rendered that part again on the client (a production build says no
 * more than that). The console gets it too, as React's default handlers would have logged it.
 */
export function reportReactError(
  kind: 'recoverable' | 'uncaught',
  error: unknown,
  info: { componentStack?: string | undefined },
): void {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const line = `React ${kind} error: ${message}${cause ? ` (${cause})` : ''}${info.componentStack ?? ''}`;
  window.__reactErrors ??= [];
  window.__reactErrors.push(line);
  console.error(line);
  // an error no boundary caught ends the page's React; the page's error listeners hear of it
  if (kind === 'uncaught') reportError(error);
}
