import s from './FilterChips.module.css';
import { Icon } from './Icon';
import { useT } from './i18n';
import { Link } from './Link';
import { useScrollEdges } from './use-scroll-edges';

export interface FilterChip {
  /** the page with this filter on, or off again when it is the chosen one */
  to: string;
  label: string;
  selected: boolean;
  /** a colour filter's sample, any CSS colour */
  swatch?: string;
}

/**
 * A row of filters kept in the page's address (a colour, a kind): each chip is a link that turns
 * its filter on, or off when it is the chosen one, so reload, links and Back keep the choice.
 * The chosen chip is marked aria-current="true" and says so, with a check; a swatch shows a
 * colour next to its name. A row wider than the screen scrolls, and fades at the end that hides
 * chips so that shows.
 */
export function FilterChips(props: { label: string; items: readonly FilterChip[] }) {
  const { ref, edges } = useScrollEdges<HTMLUListElement>();
  const t = useT();
  return (
    <nav aria-label={props.label} className={s.row}>
      <span className={s.label} aria-hidden="true">
        {props.label}
      </span>
      <ul ref={ref} className={s.chips} data-hidden-past={edges}>
        {props.items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              className={s.chip}
              aria-current={item.selected ? 'true' : undefined}
              preventScrollReset
            >
              {item.swatch ? (
                <span className={s.swatch} style={{ background: item.swatch }} aria-hidden="true" />
              ) : null}
              {item.label}
              {item.selected ? (
                <>
                  <Icon name="x" size={14} />
                  <span className="visually-hidden">{t('ui.filterChosen')}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
