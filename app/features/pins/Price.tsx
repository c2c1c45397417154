import { CARD_LABELS } from '#domain/pins/labels';
import { useT } from '../../ui/i18n';
import s from './CardFooter.module.css';
import type { CardPrice } from './card-content';

/**
 * spec 01 §5 (P-230, P-231, P-251, P-257, P-258): one display price with the original struck
 * through only when it differs; 'Sold out' or 'See price on site' in its place; 'Pre-owned'
 * beside it.
 */
export function Price({ price, bold }: { price: CardPrice; bold?: boolean }) {
  const t = useT();
  return (
    <div className={`${s.row} ${bold ? s.strong : ''}`} data-row="price">
      {price.preOwned ? <span className={s.chipLabel}>{t(CARD_LABELS.preOwned)}</span> : null}
      {price.status ? <span className={s.status}>{t(price.status)}</span> : null}
      {price.price ? (
        <>
          <span className={s.price}>{price.price.price}</span>
          {price.price.originalPrice ? (
            <s className={s.original}>
              <span className="visually-hidden">{t('pins.was')}</span>
              {price.price.originalPrice}
            </s>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
