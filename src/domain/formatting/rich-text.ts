/**
 * spec 02 §5 (M-268–M-271): an experience's message may carry links, and nothing else. Only
 * `<a href="…" target="…">text</a>` is honoured; every other tag is shown as the text it is.
 */

export type RichSegment = { text: string } | { text: string; href: string; target: string | null };

const ANCHOR = /<a\s+([^>]*)>([\s\S]*?)<\/a\s*>/gi;
const ATTR = /(href|target)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function decode(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** only a path of this site or an http(s) address is a link; anything else stays text */
export function isSafeHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || /^https?:\/\/[^\s/]/i.test(href);
}

export function parseRichText(message: string): RichSegment[] {
  const out: RichSegment[] = [];
  let last = 0;
  for (const m of message.matchAll(ANCHOR)) {
    const index = m.index ?? 0;
    if (index > last) out.push({ text: decode(message.slice(last, index)) });
    const attrs: Record<string, string> = {};
    for (const a of (m[1] ?? '').matchAll(ATTR)) {
      attrs[(a[1] ?? '').toLowerCase()] = decode(a[2] ?? a[3] ?? '');
    }
    const text = decode((m[2] ?? '').replace(/<[^>]*>/g, ''));
    const href = attrs.href?.trim() ?? '';
    if (href && isSafeHref(href)) out.push({ text, href, target: attrs.target ?? null });
    else out.push({ text });
    last = index + m[0].length;
  }
  if (last < message.length) out.push({ text: decode(message.slice(last)) });
  return out.filter((seg) => seg.text.length > 0);
}

/**
 * M-268–M-270: an http(s) link opens in a new tab without referrer or opener; one to another
 * site is also nofollow. A path of this site keeps the target its author gave (or none).
 */
export function linkAttributes(
  href: string,
  ownHost: string,
  target: string | null = null,
): { target?: string; rel?: string; external: boolean } {
  if (!/^https?:\/\//i.test(href)) {
    return { ...(target ? { target } : {}), external: false };
  }
  let host = '';
  try {
    host = new URL(href).host.toLowerCase();
  } catch {
    host = '';
  }
  const external = host !== ownHost.toLowerCase();
  return {
    target: '_blank',
    rel: external ? 'noopener noreferrer nofollow' : 'noopener noreferrer',
    external,
  };
}
