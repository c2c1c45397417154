import { lazy, Suspense } from 'react';
import s from './ExploreSlot.module.css';

// the home page and the closeup sit at their JS budget (issue 12): the flyout's button and its
// category list come in a chunk of their own after the first JS, the Radix menu when it opens
const LoadedExploreMenu = lazy(() =>
  import('./ExploreMenu').then((m) => ({ default: m.ExploreMenu })),
);

/** The button beside the header's Explore link that opens the ideas flyout (ExploreMenu.tsx). */
export function ExploreFlyout() {
  return (
    <Suspense fallback={<span className={s.placeholder} />}>
      <LoadedExploreMenu />
    </Suspense>
  );
}
