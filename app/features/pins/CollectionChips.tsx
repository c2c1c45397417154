import { pinPath } from '#domain/catalogue/routes';
import type { CollectionItemModel } from '#domain/pins/models';
import { useT } from '../../ui/i18n';
import s from './CardFooter.module.css';

/**
 * spec 01 §5 (P-216…P-218): the first 3 items of a collection pin as chips; each opens its
 * pin, or its product link in a new tab.
 */
export function CollectionChips({ chips }: { chips: CollectionItemModel[] }) {
  const t = useT();
  return (
    <ul className={s.chips} aria-label={t('pins.items')} data-row="chips">
      {chips.map((c, i) => {
        const img = c.images['236x'];
        const name = c.title || t('pins.item', { count: i + 1 });
        const external = !c.pinId && c.link;
        const href = c.pinId ? pinPath(c.pinId) : (c.link ?? undefined);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most 3 fixed positions; items may repeat
          <li key={i} className={s.chip}>
            <a
              href={href}
              aria-label={name}
              {...(external ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {})}
            >
              {img ? <img src={img.url} alt="" loading="lazy" decoding="async" /> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
