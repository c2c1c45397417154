import { useEffect } from 'react';
import {
  type ExperienceWire,
  HOME_PLACEMENTS,
  SERVER_RENDERED_PLACEMENT,
} from '#domain/experiences';
import { ExperiencePlacement } from './Placement';
import { setSurface } from './store';

/**
 * The home page's surface (spec 02 §2, M-122): placement 11 rendered by the server with the
 * page, then 1000541 and 1000503 fetched once the page is up.
 */
export function HomePlacements(props: { serverRendered: ExperienceWire | null }) {
  useEffect(() => {
    setSurface('home', HOME_PLACEMENTS);
  }, []);
  return (
    <>
      <ExperiencePlacement placementId={SERVER_RENDERED_PLACEMENT} initial={props.serverRendered} />
      {HOME_PLACEMENTS.filter((id) => id !== SERVER_RENDERED_PLACEMENT).map((id) => (
        <ExperiencePlacement key={id} placementId={id} />
      ))}
    </>
  );
}
