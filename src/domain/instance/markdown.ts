import { isSafeHref } from '../formatting/rich-text.ts';

/**
 * Issue 37, decision 056: the terms and privacy pages are Markdown, and no Markdown library is
 * in the dependency list, so a safe subset is parsed here into a tree React renders as elements
 * (never as HTML): headings (#, ##, ###), paragraphs, bullet and numbered lists, **bold**,
 * *italic*, `code` and [links](https://…) to http(s), mailto or this site's paths. Anything else,
 * raw HTML included, shows as the text it is.
 */
export type Inline =
  | { t: 'text'; text: string }
  | { t: 'strong' | 'em' | 'code'; text: string }
  | { t: 'link'; text: string; href: string };

export type Block =
  | { t: 'h'; level: 2 | 3 | 4; content: Inline[] }
  | { t: 'p'; content: Inline[] }
  | { t: 'ul' | 'ol'; items: Inline[][] };

const INLINE =
  /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function safeLink(href: string): boolean {
  return isSafeHref(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href);
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const i = m.index ?? 0;
    if (i > last) out.push({ t: 'text', text: text.slice(last, i) });
    if (m[1] !== undefined) out.push({ t: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ t: 'em', text: m[2] });
    else if (m[3] !== undefined) out.push({ t: 'em', text: m[3] });
    else if (m[4] !== undefined) out.push({ t: 'code', text: m[4] });
    else if (m[5] !== undefined && m[6] !== undefined) {
      out.push(safeLink(m[6]) ? { t: 'link', text: m[5], href: m[6] } : { t: 'text', text: m[0] });
    }
    last = i + m[0].length;
  }
  if (last < text.length) out.push({ t: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  let list: { t: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (para.length) blocks.push({ t: 'p', content: parseInline(para.join(' ')) });
    para = [];
    if (list) blocks.push({ t: list.t, items: list.items.map(parseInline) });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const h = /^(#{1,3})\s+(.*)$/.exec(line);
    if (h) {
      flush();
      const level = (h[1]?.length ?? 1) + 1;
      blocks.push({ t: 'h', level: level as 2 | 3 | 4, content: parseInline(h[2] ?? '') });
      continue;
    }
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d{1,3}[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const kind = bullet ? 'ul' : 'ol';
      if (para.length || (list && list.t !== kind)) flush();
      list ??= { t: kind, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    if (list) {
      // a line right after an item continues it
      const items = list.items;
      items[items.length - 1] = `${items[items.length - 1]} ${line}`;
      continue;
    }
    para.push(line);
  }
  flush();
  return blocks;
}
