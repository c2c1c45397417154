import { type ExperienceWire, HOME_PLACEMENTS } from '#domain/experiences';
import { ExperiencePlacement } from './Placement';
import { setSurface } from './store';

/**
 * The home page's surface (spec 02 §2, M-122): placements 11, 1000541 and 1000503. `initial` is
 * what the loader fetched for a signed-in person (null for a visitor, whose browser asks).
 */
export function HomePlacements(props: { initial: Record<string, ExperienceWire | null> | null }) {
  // before the placements' own effects, which fetch with the surface's route
  if (typeof window !== 'undefined') setSurface('home', HOME_PLACEMENTS);
  return (
    <>
      {HOME_PLACEMENTS.map((id) => (
        <ExperiencePlacement
          key={id}
          placementId={id}
          initial={props.initial ? (props.initial[String(id)] ?? null) : undefined}
        />
      ))}
    </>
  );
}
