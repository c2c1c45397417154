import { eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { experienceStatuses, placedExperiences } from '../../db/schema/index.ts';

/**
 * Issue 14: how many people did what with an experience, over all its placements, for the
 * employees' authoring page. A person counts once per column: `viewed` counts everyone who saw
 * it, also those who then completed or dismissed it.
 */
export interface ExperienceStatusCounts {
  viewed: number;
  completed: number;
  dismissed: number;
  triggered: number;
}

const EMPTY: ExperienceStatusCounts = { viewed: 0, completed: 0, dismissed: 0, triggered: 0 };

/** The counts of several experiences at once (absent ones have none). */
export async function experienceCountsOf(
  ctx: Pick<Ctx, 'db'>,
  experienceIds: readonly number[],
): Promise<Map<number, ExperienceStatusCounts>> {
  const map = new Map<number, ExperienceStatusCounts>();
  if (experienceIds.length === 0) return map;
  const s = experienceStatuses;
  const rows = await ctx.db
    .select({
      experienceId: placedExperiences.experienceId,
      viewed: sql<number>`count(distinct ${s.subject}) filter (where ${s.viewedAt} is not null)::int`,
      completed: sql<number>`count(distinct ${s.subject}) filter (where ${s.completedAt} is not null)::int`,
      dismissed: sql<number>`count(distinct ${s.subject}) filter (where ${s.dismissedAt} is not null)::int`,
      triggered: sql<number>`count(distinct ${s.subject}) filter (where ${s.triggeredAt} is not null)::int`,
    })
    .from(s)
    .innerJoin(placedExperiences, eq(placedExperiences.id, s.placedId))
    .where(inArray(placedExperiences.experienceId, [...experienceIds]))
    .groupBy(placedExperiences.experienceId);
  for (const { experienceId, ...counts } of rows) map.set(experienceId, counts);
  return map;
}

/** Viewed, completed, dismissed and triggered counts of one experience. */
export async function experienceCounts(
  ctx: Pick<Ctx, 'db'>,
  experienceId: number,
): Promise<ExperienceStatusCounts> {
  return (await experienceCountsOf(ctx, [experienceId])).get(experienceId) ?? { ...EMPTY };
}
