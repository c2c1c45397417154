import { useEffect, useState } from 'react';
import { pinPath } from '#domain/catalogue/routes';
import { displayPrice } from '#domain/formatting/format-number';
import { pinAltText } from '#domain/pins/alt-text';
import { CARD_LABELS, productStatusLabel } from '#domain/pins/labels';
import type { PinModel } from '#domain/pins/models';
import { openPinOverlay } from '../../lib/overlay-store';
import { getResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { useT } from '../../ui/i18n';
import { useCloseupContext } from './CloseupContext';
import s from './CloseupParts.module.css';

/** spec 01 §9 (P-422): related-product box width 142. */
export const RELATED_PRODUCT_BOX_WIDTH = 142;

function ProductBox({ pin, loggedOut }: { pin: PinModel; loggedOut: boolean }) {
  const product = pin.richSummary?.products[0];
  const t = useT();
  const language = useViewer().language;
  const status = productStatusLabel(pin.shopping);
  const price =
    product?.offerSummary && status !== CARD_LABELS.seePriceOnSite
      ? displayPrice(product.offerSummary, language)
      : null;
  const img = pin.images['236x'];
  const name = product?.name || pin.gridTitle || pinAltText(pin, t);
  return (
    <li className={s.productBox} style={{ width: RELATED_PRODUCT_BOX_WIDTH }}>
      <a
        href={pinPath(pin.id, loggedOut ? { seoTitle: pin.title } : undefined)}
        className={s.productLink}
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          openPinOverlay(pin);
        }}
      >
        <span className={s.productImage} style={{ backgroundColor: pin.dominantColor }}>
          {img ? (
            <img src={img.url} alt="" width={img.width} height={img.height} loading="lazy" />
          ) : null}
        </span>
        <span className={s.productName}>{name}</span>
      </a>
      {price ? <span className={s.productPrice}>{price.price}</span> : null}
      {status ? <span className={s.productStatus}>{t(status)}</span> : null}
    </li>
  );
}

/**
 * spec 01 §2 CloseupRelatedProducts: a row of other product pins of the same interest (boxes
 * 142 wide). The page's loader hands the first ones in; the overlay fetches them.
 */
export function RelatedProducts({ initial }: { initial?: PinModel[] | null }) {
  const { pin, viewer } = useCloseupContext();
  const t = useT();
  const [items, setItems] = useState<PinModel[] | null>(initial ?? null);
  useEffect(() => {
    if (initial) {
      setItems(initial);
      return;
    }
    const ac = new AbortController();
    getResource<PinModel[]>(
      'RelatedProductsFeedResource',
      { pin_id: pin.id },
      { signal: ac.signal },
    )
      .then((r) => setItems(r.data))
      .catch(() => setItems([]));
    return () => ac.abort();
  }, [pin.id, initial]);
  if (!items || items.length === 0) return null;
  return (
    <section
      className={s.relatedProducts}
      aria-labelledby={`related-products-${pin.id}`}
      data-surface="CloseupRelatedProducts"
    >
      <h2 id={`related-products-${pin.id}`} className={s.panelTitle}>
        {t('closeup.shopSimilar')}
      </h2>
      <ul className={s.productRow}>
        {items.map((p) => (
          <ProductBox key={p.id} pin={p} loggedOut={!viewer.isAuth} />
        ))}
      </ul>
    </section>
  );
}
