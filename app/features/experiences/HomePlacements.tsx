import { lazy } from 'react';
import type { ExperienceWire } from '#domain/experiences/experiences';
import { useViewer } from '../../lib/viewer-context';
// The banners' look is in the page's first stylesheet (the shell's), so a banner the server
// rendered is styled before its code arrives: nothing moves when it hydrates.
import '../../ui/Callout.module.css';
import './renderers/renderers.module.css';
import s from './Placements.module.css';

// Issue 12's JS budget: the placements' code is no page's initial JS. The server renders them
// with the page; the browser's hydration waits at them for their chunk (no Suspense boundary, so
// the page is marked hydrated only once they answer presses too), and a visitor's are fetched then.
const Placements = lazy(() => import('./HomePlacementsUi'));

/**
 * The home page's surface (spec 02 §2, M-122): placements 11, 1000541 and 1000503. `initial` is
 * what the loader fetched for a signed-in person (null for a visitor, whose browser asks).
 */
export function HomePlacements(props: { initial: Record<string, ExperienceWire | null> | null }) {
  const viewer = useViewer();
  if (viewer.isBot) return null;
  return (
    <div className={s.placements}>
      <Placements initial={props.initial} />
    </div>
  );
}
