import { lazy, Suspense } from 'react';
import { Icon } from '../../ui/Icon';
import s from './SearchBox.module.css';

// issue 16 and decision 013's budget: the home page and the closeup are at their initial-JS
// limit, so the header's search form is its own chunk that comes right after the page's first
// JS (its markup is server-rendered: a plain GET form that works before it), and the typeahead
// a further chunk fetched on the first focus or keystroke. The stylesheet and the field's frame
// are here, so the server-rendered box is styled with the shell. React outlines (streams after
// the page, moved in by a script) a finished boundary over 500 bytes once the page is large:
// the boundary holds only the form and its input, the clear button comes after hydration.
const LoadedSearchBox = lazy(() => import('./SearchBox').then((m) => ({ default: m.SearchBox })));

/** The header's search box (SearchBox.tsx); its frame shows while the form's code loads. */
export function HeaderSearch() {
  return (
    <div className={s.box}>
      <div className={s.field}>
        <Icon name="search" size={20} className={s.glass} />
        <Suspense fallback={null}>
          <LoadedSearchBox />
        </Suspense>
      </div>
    </div>
  );
}
