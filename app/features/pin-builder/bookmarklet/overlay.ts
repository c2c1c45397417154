import type { PageImage, PageImages } from '#domain/pins/page-images';

/** The host element's id: running the bookmarklet again replaces the open grid. */
export const HOST_ID = 'tessera-save-bookmarklet';

// Tessera's tokens, written out: the bookmarklet carries everything it draws
const CSS = `
:host{all:initial}
.backdrop{position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;
  justify-content:center;align-items:flex-start;overflow:auto;padding:24px 12px;
  font:16px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
  --bg:#fff;--fg:#111;--muted:#5f5f5f;--card:#efefef;--ring:#0074e8;--accent:#e60023;color-scheme:light}
@media (prefers-color-scheme:dark){.backdrop{--bg:#1e1e1e;--fg:#f1f1f1;--muted:#b5b5b5;
  --card:#333;--ring:#6bb6ff;color-scheme:dark}}
.panel{background:var(--bg);color:var(--fg);border-radius:24px;width:min(960px,100%);
  box-shadow:0 8px 32px rgba(0,0,0,.3);padding:16px 20px 24px}
.head{display:flex;align-items:center;gap:12px;margin-bottom:12px}
h2{font-size:20px;font-weight:600;margin:0;flex:1}
.close{border:0;border-radius:50%;width:40px;height:40px;background:var(--card);color:var(--fg);
  font-size:22px;line-height:1;cursor:pointer}
.note{color:var(--muted);margin:0 0 12px}
.grid{list-style:none;margin:0;padding:0;display:grid;gap:12px;
  grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
.pick{display:block;width:100%;border:0;padding:0;margin:0;background:var(--card);
  border-radius:16px;overflow:hidden;cursor:pointer;position:relative;color:var(--fg)}
.pick img{display:block;width:100%;height:180px;object-fit:cover}
.size:empty{display:none}
.size{position:absolute;left:8px;bottom:8px;background:rgba(0,0,0,.65);color:#fff;
  font-size:12px;border-radius:8px;padding:2px 6px}
.save{position:absolute;right:8px;top:8px;background:var(--accent);color:#fff;font-weight:600;
  border-radius:16px;padding:6px 12px;opacity:0}
.pick:hover .save,.pick:focus-visible .save{opacity:1}
button:focus-visible{outline:3px solid var(--ring);outline-offset:2px}
.empty{padding:32px 0;text-align:center;color:var(--muted)}
`;

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<Record<string, string>> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

function style(doc: Document, root: ShadowRoot) {
  const Sheet = doc.defaultView?.CSSStyleSheet;
  // a constructed sheet is not an inline <style>, so a page's style-src does not block it
  try {
    if (Sheet && 'adoptedStyleSheets' in root) {
      const sheet = new Sheet();
      sheet.replaceSync(CSS);
      root.adoptedStyleSheets = [sheet];
      return;
    }
  } catch {
    // an older browser: the <style> below
  }
  root.append(el(doc, 'style', {}, CSS));
}

/**
 * The overlay's words, in the language of the page the bookmarklet was taken from (decision
 * 064): the script runs on other sites, with no catalog to load. `saveOf` has `{name}` for the
 * picture's alt text (or `thisPicture`).
 */
export interface OverlayTexts {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  close: string;
  nopin: string;
  none: string;
  choose: string;
  saveOf: string;
  thisPicture: string;
  save: string;
}

export interface OverlayOptions {
  found: PageImages;
  texts: OverlayTexts;
  /** what a click opens for one picture (the save link) */
  saveUrl(image: PageImage): string;
  open(url: string): void;
}

/**
 * Decision 051: the bookmarklet's grid over the page, in a shadow root so the page's styles do
 * not reach it: a labelled dialog, a close button, Escape closes, every picture a button.
 */
export function showOverlay(doc: Document, opts: OverlayOptions): () => void {
  const { texts } = opts;
  doc.getElementById(HOST_ID)?.remove();
  const host = el(doc, 'div', { id: HOST_ID });
  const root = host.attachShadow({ mode: 'open' });
  style(doc, root);
  const backdrop = el(doc, 'div', { class: 'backdrop' });
  const panel = el(doc, 'div', {
    class: 'panel',
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': 'tessera-title',
    lang: texts.lang,
    dir: texts.dir,
  });
  const head = el(doc, 'div', { class: 'head' });
  head.append(el(doc, 'h2', { id: 'tessera-title' }, texts.title));
  const close = el(
    doc,
    'button',
    { class: 'close', type: 'button', 'aria-label': texts.close },
    '×',
  );
  head.append(close);
  panel.append(head);
  const { images, nopin } = opts.found;
  if (nopin || images.length === 0) {
    panel.append(
      el(doc, 'p', { class: 'empty', role: 'status' }, nopin ? texts.nopin : texts.none),
    );
  } else {
    panel.append(el(doc, 'p', { class: 'note' }, texts.choose));
    const grid = el(doc, 'ul', { class: 'grid' });
    for (const image of images) {
      const size = image.width && image.height ? `${image.width} × ${image.height}` : '';
      const label = texts.saveOf.replace('{name}', image.alt || texts.thisPicture);
      const pick = el(doc, 'button', {
        class: 'pick',
        type: 'button',
        'aria-label': label,
        'data-url': image.url,
      });
      const thumb = el(doc, 'img', { src: image.url, alt: '', loading: 'lazy' });
      const sizeTag = el(doc, 'span', { class: 'size', 'aria-hidden': 'true' }, size);
      // the page draws a picture at one size; what is saved is the address's own, once known
      thumb.addEventListener('load', () => {
        if (thumb.naturalWidth)
          sizeTag.textContent = `${thumb.naturalWidth} × ${thumb.naturalHeight}`;
      });
      pick.append(
        thumb,
        el(doc, 'span', { class: 'save', 'aria-hidden': 'true' }, texts.save),
        sizeTag,
      );
      pick.addEventListener('click', () => {
        opts.open(opts.saveUrl(image));
        dismiss();
      });
      const item = el(doc, 'li');
      item.append(pick);
      grid.append(item);
    }
    panel.append(grid);
  }
  backdrop.append(panel);
  root.append(backdrop);
  const before = doc.activeElement as HTMLElement | null;
  function onKey(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      dismiss();
    }
  }
  function dismiss() {
    doc.removeEventListener('keydown', onKey, true);
    host.remove();
    before?.focus?.();
  }
  close.addEventListener('click', dismiss);
  backdrop.addEventListener('click', (e) => {
    if (e.target === backdrop) dismiss();
  });
  doc.addEventListener('keydown', onKey, true);
  (doc.body ?? doc.documentElement).append(host);
  (root.querySelector<HTMLButtonElement>('.pick') ?? close).focus();
  return dismiss;
}
