import { displayPrice, formatPrice } from '#domain/formatting/format-number';
import { cookTimeLabel } from '#domain/formatting/time';
import type { AggregateRating, Product } from '#domain/pins/content';
import { CARD_LABELS, productStatusLabel } from '#domain/pins/labels';
import { hasRecipeDetails } from '#domain/pins/pin-type';
import { ratingStars, ratingText } from '#domain/pins/rating';
import { outboundTarget } from '#domain/sharing/offsite';
import { useViewer } from '../../lib/viewer-context';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { said, type Translate, useT } from '../../ui/i18n';
import { useOutboundLink } from '../outbound';
import { useCloseupContext } from './CloseupContext';
import s from './CloseupParts.module.css';

/** spec 02 §5 stars and spec 01 §5, §8 rating text ('{count} reviews' / '{count} ratings'). */
export function RatingRow({ rating }: { rating: AggregateRating | null | undefined }) {
  const t = useT();
  const language = useViewer().language;
  if (!rating) return null;
  const text = ratingText(rating, language);
  if (!text) return null;
  const max = rating.bestRating && rating.bestRating > 0 ? rating.bestRating : 5;
  const stars = ratingStars(rating.ratingValue, max);
  // '{count} reviews' / '{count} ratings', the count in short form (1.2k), in the page's language
  const count = text.count && said(t, text.count);
  return (
    <p className={s.rating}>
      <span
        className={s.stars}
        role="img"
        aria-label={t('closeup.rated', { value: text.value, max })}
      >
        {stars.map((star, i) =>
          star === 'half' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
            <Icon key={i} name="star-half" size={16} filled className={s.starFull} />
          ) : (
            <Icon
              // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
              key={i}
              name="star"
              size={16}
              filled={star === 'full'}
              className={star === 'full' ? s.starFull : s.starEmpty}
            />
          ),
        )}
      </span>
      <span className={s.ratingValue}>{text.value}</span>
      {count ? <span className={s.ratingCount}>{count}</span> : null}
    </p>
  );
}

function shippingText(product: Product, t: Translate, language: string): string | null {
  const info = product.shippingInfo;
  const currency = product.offerSummary?.currency ?? 'USD';
  if (!info) return null;
  if (info.freeShippingPrice) {
    const over = formatPrice(info.freeShippingPrice, currency, language);
    if (over) return t('closeup.freeOver', { over });
  }
  if (info.freeShippingValue) {
    const value = Number(info.freeShippingValue);
    if (Number.isFinite(value) && value === 0) return t('closeup.free');
    const price = Number.isFinite(value) ? formatPrice(value, currency, language) : null;
    return price ? t('closeup.shipping', { price }) : info.freeShippingValue;
  }
  return null;
}

/**
 * spec 01 §3, §5 product details: brand, one display price with the original struck through
 * only when it differs (P-230, P-231), shipping, variants and availability ('Sold out',
 * 'See price on site', 'Pre-owned').
 */
export function ProductDetails() {
  const { pin } = useCloseupContext();
  const t = useT();
  const language = useViewer().language;
  const product = pin.richSummary?.products[0];
  if (!product) return null;
  const status = productStatusLabel(pin.shopping);
  const price =
    status === CARD_LABELS.seePriceOnSite || !product.offerSummary
      ? null
      : displayPrice(product.offerSummary, language);
  const shipping = shippingText(product, t, language);
  const dimensions = product.variantSet?.dimensionMetadata.filter((d) => d.values.length) ?? [];
  return (
    <section className={s.panel} aria-labelledby={`product-${pin.id}`}>
      <h2 id={`product-${pin.id}`} className={s.panelTitle}>
        {product.name}
      </h2>
      {product.brand?.name ? (
        <p className={s.brand}>{t('closeup.by', { name: product.brand.name })}</p>
      ) : null}
      <p className={s.priceLine}>
        {price ? (
          <>
            <span className={s.price}>{price.price}</span>
            {price.originalPrice ? (
              <s className={s.originalPrice}>
                <span className="visually-hidden">{t('closeup.original')} </span>
                {price.originalPrice}
              </s>
            ) : null}
          </>
        ) : null}
        {status ? <span className={s.status}>{t(status)}</span> : null}
      </p>
      <RatingRow rating={pin.richSummary?.aggregateRating} />
      {shipping ? (
        <p className={s.meta}>
          <Icon name="truck" size={16} />
          {shipping}
        </p>
      ) : null}
      {dimensions.map((d) => (
        <div key={d.name} className={s.variants}>
          <h3 className={s.variantName}>{d.name}</h3>
          <ul className={s.variantValues} aria-label={t('closeup.options', { name: d.name })}>
            {d.values.map((v) => (
              <li key={v} className={s.variantValue}>
                {v}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * spec 01 §5, §8 recipe details: cook time '{mins}m' / '{hrs}h {mins}m' (P-237, P-238), rating
 * stars and count, servings, and 'See recipe' to the source (P-386).
 */
export function RecipeDetails() {
  const { pin } = useCloseupContext();
  const t = useT();
  const rs = pin.richSummary;
  const target = outboundTarget(pin);
  const outbound = useOutboundLink(pin, target, 'see_recipe');
  if (!rs || !hasRecipeDetails(pin)) return null;
  const cook = cookTimeLabel(rs.displayCookTime);
  const servings = rs.recipe?.servings;
  return (
    <section className={s.panel} aria-labelledby={`recipe-${pin.id}`}>
      <h2 id={`recipe-${pin.id}`} className={s.panelTitle}>
        {rs.displayName || t('closeup.recipe')}
      </h2>
      {rs.siteName ? <p className={s.brand}>{t('closeup.from', { site: rs.siteName })}</p> : null}
      <RatingRow rating={rs.aggregateRating} />
      {cook || servings ? (
        <p className={s.meta}>
          {cook ? (
            <span className={s.metaItem}>
              <Icon name="clock" size={16} />
              <span className="visually-hidden">{t('closeup.cookTime')} </span>
              {said(t, cook)}
            </span>
          ) : null}
          {servings ? (
            <span className={s.metaItem}>
              <Icon name="users" size={16} />
              {t('closeup.serves', { servings })}
            </span>
          ) : null}
        </p>
      ) : null}
      {target ? (
        <>
          <ButtonLink
            to={target}
            variant="primary"
            iconStart="external-link"
            className={s.seeRecipe}
            target="_blank"
            rel="nofollow noopener noreferrer"
            {...outbound.linkProps}
          >
            {t('closeup.seeRecipe')}
          </ButtonLink>
          {outbound.dialog}
        </>
      ) : null}
    </section>
  );
}
