import { linkAttributes, parseRichText } from '#domain/formatting/rich-text';
import s from './Link.module.css';

/**
 * A server-sent message that may carry links and nothing else (spec 02 §5, M-268–M-271): only
 * anchors with href (and target) become links; an http(s) one opens in a new tab without
 * referrer or opener, and one to another site is nofollow.
 */
export function RichText({ text, ownHost }: { text: string; ownHost: string }) {
  return (
    <>
      {parseRichText(text).map((seg, i) => {
        if (!('href' in seg)) return seg.text;
        const attrs = linkAttributes(seg.href, ownHost, seg.target);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for a given text
          <a key={i} href={seg.href} target={attrs.target} rel={attrs.rel} className={s.always}>
            {seg.text}
          </a>
        );
      })}
    </>
  );
}
