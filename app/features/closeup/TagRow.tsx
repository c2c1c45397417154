import { useCallback, useEffect, useRef, useState } from 'react';
import { liveHref } from '#domain/catalogue/built-pages';
import { closeupTagName } from '#domain/pins/closeup-tag-name';
import { tagRowArrows } from '#domain/pins/limits';
import { ButtonLink } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { useCloseupContext } from './CloseupContext';
import s from './CloseupParts.module.css';

type Arrows = { left: boolean; right: boolean };

/**
 * spec 01 §5 (P-239, P-240): which tag-row arrows show for the scroller's current position, and
 * a scroll by half its visible width. Re-measured on scroll and on resize.
 */
export function useTagRowArrows(ref: React.RefObject<HTMLElement | null>) {
  const [arrows, setArrows] = useState<Arrows>({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const { left, right } = tagRowArrows(el);
    setArrows((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    measure();
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, measure]);
  const scroll = useCallback(
    (direction: -1 | 1) => {
      const el = ref.current;
      if (!el) return;
      const left = direction * tagRowArrows(el).step;
      if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior: 'smooth' });
      else el.scrollLeft += left;
      measure();
    },
    [ref, measure],
  );
  return { arrows, measure, scroll };
}

/** The arrow over one end of the tag row, shown while tags hide past that end. */
function TagArrow({ side, onClick }: { side: 'left' | 'right'; onClick(): void }) {
  const t = useT();
  return (
    <IconButton
      size="sm"
      className={`${s.tagArrow} ${side === 'left' ? s.tagArrowLeft : s.tagArrowRight}`}
      label={t('closeup.scrollTags', { side })}
      icon={side === 'left' ? 'chevron-left' : 'chevron-right'}
      onClick={onClick}
    />
  );
}

/**
 * spec 01 §2 (P-061, P-062): the closeup's horizontally scrollable tag row, labelled Scroll;
 * its tags link to shopping searches, ideas pages or pin searches (pinJoin) once those exist.
 */
export function TagRow() {
  const { pin } = useCloseupContext();
  const t = useT();
  const tags = pin.pinJoin?.annotationsWithLinksArray ?? [];
  const ref = useRef<HTMLElement>(null);
  const { arrows, measure, scroll } = useTagRowArrows(ref);
  if (tags.length === 0) return null;
  return (
    <div className={s.tagRow}>
      {arrows.left ? <TagArrow side="left" onClick={() => scroll(-1)} /> : null}
      <section
        ref={ref}
        aria-label={t('closeup.scroll')}
        className={s.tagScroller}
        onScroll={measure}
        data-testid="tag-row"
      >
        <ul className={s.tags}>
          {tags.map((tag) => {
            // search and ideas pages come with later issues: a tag is text until then
            const href = liveHref(tag.url);
            return (
              <li key={`${tag.name}|${tag.url}`}>
                {href ? (
                  <ButtonLink to={href} variant="secondary">
                    {closeupTagName(tag, t)}
                  </ButtonLink>
                ) : (
                  <span className={s.tag}>{closeupTagName(tag, t)}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {arrows.right ? <TagArrow side="right" onClick={() => scroll(1)} /> : null}
    </div>
  );
}
