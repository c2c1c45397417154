import type { Said } from '#domain/i18n/said';
import { Icon } from '../../ui/Icon';
import { said, useT } from '../../ui/i18n';
import s from './CardFooter.module.css';
import type { CardContent } from './card-content';

/**
 * spec 02 §5, 01 §5, §8 (P-232…P-234): five stars (full at .75, half at .25), the rating with
 * one decimal and '{count} reviews' / '{count} ratings' in short form.
 */
export function Rating({ rating }: { rating: NonNullable<CardContent['rating']> }) {
  const t = useT();
  const { value, count } = rating.text;
  return (
    <div className={s.row} data-row="rating">
      <span className={s.stars} role="img" aria-label={t('pins.rated', { value })}>
        {rating.stars.map((star, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <span key={i} className={s.star} data-star={star}>
            <Icon
              name={star === 'half' ? 'star-half' : 'star'}
              size={12}
              filled={star !== 'empty'}
            />
          </span>
        ))}
      </span>
      <span aria-hidden="true">{value}</span>
      {count ? <span className={s.muted}>({said(t, count)})</span> : null}
    </div>
  );
}

/** spec 01 §5 (P-237, P-238): recipe cook time '{mins}m' or '{hrs}h {mins}m'. */
export function RecipeMeta({ cookTime }: { cookTime: Said }) {
  const t = useT();
  return (
    <div className={s.row} data-row="cook-time">
      <Icon name="clock" size={14} />
      <span>
        <span className="visually-hidden">{t('pins.cookTime')}</span>
        {said(t, cookTime)}
      </span>
    </div>
  );
}
