import { Link } from './Link';
import s from './LinkTabs.module.css';
import { useScrollEdges } from './use-scroll-edges';

export interface LinkTab {
  /** where the choice leads (often the same page with another query, "?days=7") */
  to: string;
  label: string;
  current: boolean;
}

export interface LinkTabsProps {
  /** names the choice for screen readers ("Date range") */
  label: string;
  items: readonly LinkTab[];
}

/**
 * One of a few views of a page, each its own address (a date range kept in the URL, so reload
 * and Back keep it): links in a labelled navigation, the current one aria-current="page". They
 * work before hydration; after it they navigate without a reload and keep the scroll position.
 * They stay on one row: on a narrow screen the row scrolls and fades at the end that hides tabs.
 */
export function LinkTabs(props: LinkTabsProps) {
  const { ref, edges } = useScrollEdges<HTMLElement>();
  return (
    <nav ref={ref} aria-label={props.label} className={s.tabs} data-hidden-past={edges}>
      {props.items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={s.tab}
          aria-current={item.current ? 'page' : undefined}
          preventScrollReset
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
