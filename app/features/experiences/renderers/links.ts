import { useOrigin } from '../../../lib/viewer-context';

/** An http(s) address leaves Tessera; anything else is a path of this site. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** This site's host, for RichText's own-site check (spec 02 §5, M-270). */
export function useOwnHost(): string {
  const origin = useOrigin();
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}
