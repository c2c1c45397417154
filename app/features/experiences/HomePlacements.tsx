import { Suspense } from 'react';
import type { ExperienceWire } from '#domain/experiences/experiences';
import { lazyRendered } from '../../lib/lazy-rendered';
import { useViewer } from '../../lib/viewer-context';
import s from './Placements.module.css';

// Issue 12's JS budget: the placements' code is no page's initial JS. The server renders them
// with the page, and their stylesheets are linked with home's (lazyRendered's build plugin), so
// a banner the server drew is styled before its code arrives (decision 041); the page is marked
// hydrated only once they answer presses too (decision 035), and a visitor's are fetched then.
const Placements = lazyRendered(() => import('./HomePlacementsUi').then((m) => m.default));

/**
 * The home page's surface (spec 02 §2, M-122): placements 11, 1000541 and 1000503. `initial` is
 * what the loader fetched for a signed-in person (null for a visitor, whose browser asks).
 */
export function HomePlacements(props: { initial: Record<string, ExperienceWire | null> | null }) {
  const viewer = useViewer();
  if (viewer.isBot) return null;
  return (
    <div className={s.placements}>
      <Suspense fallback={null}>
        <Placements initial={props.initial} />
      </Suspense>
    </div>
  );
}
