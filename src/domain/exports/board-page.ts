/** Decision 052: a board's index.html in the export, readable without Tessera. */

export function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Only web links are links; anything else (javascript:, data:) is shown as text. */
function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface BoardPageHead {
  name: string;
  description: string;
  username: string;
}

export interface BoardPagePin {
  title: string;
  description: string;
  link: string | null;
  altText: string | null;
  createdAt: string;
  /** path from the ZIP's root, e.g. originals/ab….jpg */
  imagePath: string | null;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#111}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}a{color:#8ab4ff}}
ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem}
li{margin:0}img{width:100%;height:auto;border-radius:1rem}h3{font-size:1rem;margin:.5rem 0 0}
p{margin:.25rem 0;overflow-wrap:anywhere}.meta{font-size:.85rem;opacity:.7}`;

/** The page's start: no script, no remote resource, only the escaped text. */
export function boardPageStart(head: BoardPageHead): string {
  const name = escapeHtml(head.name);
  const description = head.description ? `<p>${escapeHtml(head.description)}</p>\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'">
<title>${name}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${name}</h1>
${description}<p class="meta">A board by ${escapeHtml(head.username)}, saved from Tessera.</p>
`;
}

/** A section's heading; the pins after it, up to the next, are in it. */
export function boardPageSection(title: string | null): string {
  return `<h2>${escapeHtml(title ?? 'Pins')}</h2>\n`;
}

export function boardPagePins(pins: readonly BoardPagePin[]): string {
  if (pins.length === 0) return '<p>No pins.</p>\n';
  const items = pins.map((pin) => {
    const alt = escapeHtml(pin.altText ?? pin.title);
    const img = pin.imagePath ? `<img src="../${escapeHtml(pin.imagePath)}" alt="${alt}">` : '';
    const title = pin.title ? `<h3>${escapeHtml(pin.title)}</h3>` : '';
    const description = pin.description ? `<p>${escapeHtml(pin.description)}</p>` : '';
    const href = pin.link ? safeHref(pin.link) : null;
    const link = pin.link
      ? href
        ? `<p><a href="${escapeHtml(href)}" rel="noreferrer">${escapeHtml(pin.link)}</a></p>`
        : `<p>${escapeHtml(pin.link)}</p>`
      : '';
    const date = `<p class="meta">Saved ${escapeHtml(pin.createdAt.slice(0, 10))}</p>`;
    return `<li>${img}${title}${description}${link}${date}</li>`;
  });
  return `<ul>\n${items.join('\n')}\n</ul>\n`;
}

export const BOARD_PAGE_END = '</body>\n</html>\n';
