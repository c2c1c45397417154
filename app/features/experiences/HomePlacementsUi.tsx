import { type ExperienceWire, HOME_PLACEMENTS } from '#domain/experiences/experiences';
import { ExperiencePlacement } from './Placement';
import { setSurface } from './store';

/** The home placements themselves, loaded on demand by HomePlacements. */
export default function HomePlacementsUi(props: {
  initial: Record<string, ExperienceWire | null> | null;
}) {
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
