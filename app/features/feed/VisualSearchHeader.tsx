import { pinPath, visualSearchPath } from '#domain/catalogue/routes';
import type { PinModel } from '#domain/pins/models';
import { useT, withNodes } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { LinkTabs } from '../../ui/LinkTabs';
import s from './VisualSearchHeader.module.css';

/**
 * The top of a visual search page (issue 16): the pin searched from (a link back to it), what
 * the grid shows, and the switch between all look-alikes and product look-alikes.
 */
export function VisualSearchHeader({ pin, products }: { pin: PinModel; products: boolean }) {
  const t = useT();
  const image = pin.images['236x'] ?? pin.images['474x'];
  const title = pin.title.trim() || pin.gridTitle.trim() || t('feed.thisPin');
  return (
    <header className={s.header}>
      <div className={s.subject}>
        {image ? (
          <Link to={pinPath(pin.id)} className={s.thumb} aria-hidden="true" tabIndex={-1}>
            {/* lazy: React's server renderer hoists a preload of an eager image into <head>,
                ahead of the grid's first pin image, the one picture a page preloads */}
            <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" />
          </Link>
        ) : null}
        <div>
          <h1 className={s.title}>
            {products ? t('feed.similarProducts') : t('feed.moreLikeThis')}
          </h1>
          <p className={s.lead}>
            {withNodes(t, products ? 'feed.productsLike' : 'feed.pinsLike', {
              name: <Link to={pinPath(pin.id)}>{title}</Link>,
            })}
          </p>
        </div>
      </div>
      <LinkTabs
        label={t('feed.visualSearch')}
        items={[
          { to: visualSearchPath(pin.id), label: t('feed.allPins'), current: !products },
          { to: visualSearchPath(pin.id, true), label: t('feed.products'), current: products },
        ]}
      />
    </header>
  );
}
