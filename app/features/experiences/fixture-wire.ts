import type { ExperienceWire } from '#domain/experiences/experiences';

/** A fixture experience as the API sends one, not viewed yet (gallery and tests). */
export function fixtureWire(
  experience_id: number,
  type: number,
  display_data: ExperienceWire['display_data'],
  placement_id = 1000541,
): ExperienceWire {
  return {
    experience_id,
    placement_id,
    id: experience_id,
    type,
    status: 'not_viewed',
    display_data,
    triggerable_placed_exps: [],
  };
}
