import { useId } from 'react';
import { pinPath } from '#domain/catalogue/routes';
import { isExternalLink } from '#domain/sharing/links';
import { useT } from '../../ui/i18n';
import { useCloseupContext } from './CloseupContext';
import s from './CloseupParts.module.css';
import { RELATED_PRODUCT_BOX_WIDTH } from './RelatedProducts';

/** The spec gives no number: a row of 12 is more than any collection of the demo data holds. */
const COLLECTION_ITEMS_MAX = 12;

/**
 * spec 01 §3 collectionPin.itemData on the closeup: the items of a collection pin, each linking
 * to its pin, or to its shop in a new tab (nofollow) when it has no pin.
 */
export function CollectionItems() {
  const { pin } = useCloseupContext();
  const t = useT();
  const id = useId();
  const items = (pin.collectionItems ?? []).slice(0, COLLECTION_ITEMS_MAX);
  // the same pin or shop link may stand twice in a collection: number the repeats
  const seen = new Map<string, number>();
  const keys = items.map((item) => {
    const base = item.pinId ?? item.link ?? item.title ?? 'item';
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}#${n}`;
  });
  if (items.length === 0) return null;
  const ownHost = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h2 id={id} className={s.panelTitle}>
        {t('closeup.collection')}
      </h2>
      <ul className={s.productRow}>
        {items.map((item, i) => {
          const img = item.images['236x'] ?? item.images['474x'];
          const name = item.title ?? t('closeup.item', { n: i + 1 });
          const href = item.pinId ? pinPath(item.pinId) : item.link;
          const external = !item.pinId && isExternalLink(item.link, ownHost);
          const body = (
            <>
              <span className={s.productImage} style={{ backgroundColor: pin.dominantColor }}>
                {img ? <img src={img.url} alt="" loading="lazy" /> : null}
              </span>
              <span className={s.productName}>{name}</span>
            </>
          );
          return (
            <li key={keys[i]} className={s.productBox} style={{ width: RELATED_PRODUCT_BOX_WIDTH }}>
              {href ? (
                <a
                  className={s.productLink}
                  href={href}
                  {...(external ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {})}
                >
                  {body}
                </a>
              ) : (
                <span className={s.productLink}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
