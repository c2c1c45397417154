import s from './Button.module.css';

/** An attribute value or text in HTML: nothing in it can end the attribute or open a tag. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * A bookmarklet a person drags to the bookmarks bar: a `javascript:` link that looks like a
 * primary Button. React refuses `javascript:` addresses in href (rightly, for addresses that come
 * from data), so this one link is written as HTML; its script is the app's own, never a
 * person's. `label` is the bookmark's name once dragged.
 */
export function BookmarkletLink({ script, label }: { script: string; label: string }) {
  if (!script.startsWith('javascript:')) throw new Error('A bookmarklet is a javascript: address');
  const html = `<a class="${s.button} ${s.primary} ${s.lg}" href="${escapeHtml(script)}" draggable="true">${escapeHtml(label)}</a>`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own script, escaped above
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
