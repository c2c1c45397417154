import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Targeting } from '#domain/experiences/experience-data';
import type { Ctx } from '../../context.ts';
import { experienceStatuses, pins, userFollows } from '../../db/schema/index.ts';
import { isNewSubject, type SubjectFacts } from './rules.ts';

/**
 * Issue 14: what targeting is checked against, answered from the person's own data and never
 * from what the client claims (the targeting a client sends carries its route only).
 */

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** A visitor's first recorded experience (a trigger, view, completion or dismissal). */
async function visitorFirstSeen(ctx: Ctx, subject: string): Promise<Date | null> {
  const [row] = await ctx.db
    .select({
      first: sql<
        string | null
      >`min(coalesce(${experienceStatuses.triggeredAt}, ${experienceStatuses.viewedAt}, ${experienceStatuses.completedAt}, ${experienceStatuses.dismissedAt}, ${experienceStatuses.updatedAt}))`,
    })
    .from(experienceStatuses)
    .where(eq(experienceStatuses.subject, subject));
  return row?.first ? new Date(row.first) : null;
}

/** The named predicates of `wanted` that hold for the viewer (spec: custom predicates). */
async function predicatesOf(ctx: Ctx, wanted: ReadonlySet<string>): Promise<Set<string>> {
  const held = new Set<string>();
  const userId = ctx.viewer.isAuth ? (ctx.session?.userId ?? Number(ctx.viewer.id)) : null;
  const need = (...names: string[]) => names.some((n) => wanted.has(n));
  const own = (repin: boolean) =>
    userId === null
      ? Promise.resolve(false)
      : exists(
          ctx.db
            .select({ id: pins.id })
            .from(pins)
            .where(
              and(
                eq(pins.pinnerId, userId),
                isNull(pins.deletedAt),
                repin ? isNotNull(pins.originPinId) : isNull(pins.originPinId),
              ),
            )
            .limit(1),
        );
  const [saved, created, followed] = await Promise.all([
    need('has_saved_a_pin', 'has_no_saved_pin') ? own(true) : false,
    need('has_created_a_pin', 'has_no_created_pin') ? own(false) : false,
    need('has_followers') && userId !== null
      ? exists(
          ctx.db
            .select({ id: userFollows.followerId })
            .from(userFollows)
            .where(eq(userFollows.followeeId, userId))
            .limit(1),
        )
      : false,
  ]);
  if (saved) held.add('has_saved_a_pin');
  else held.add('has_no_saved_pin');
  if (created) held.add('has_created_a_pin');
  else held.add('has_no_created_pin');
  if (followed) held.add('has_followers');
  if (ctx.viewer.isEmployee) held.add('is_employee');
  return held;
}

/** The facts the given targetings need, for `subject` (`u:` or `v:`), loaded once per call. */
export async function subjectFacts(
  ctx: Ctx,
  subject: string,
  targetings: readonly Targeting[],
): Promise<SubjectFacts> {
  const wanted = new Set(targetings.flatMap((t) => t.predicates ?? []));
  const needsNewness = targetings.some((t) => t.newness !== 'any');
  const signedIn = subject.startsWith('u:');
  const [predicates, firstSeen] = await Promise.all([
    wanted.size ? predicatesOf(ctx, wanted) : new Set<string>(),
    !needsNewness
      ? null
      : signedIn
        ? ctx.viewer.createdAt
          ? new Date(ctx.viewer.createdAt)
          : null
        : visitorFirstSeen(ctx, subject),
  ]);
  return {
    signedIn,
    country: ctx.viewer.country,
    language: ctx.viewer.language,
    isNew: isNewSubject(firstSeen, ctx.now()),
    hasBoards: ctx.viewer.boardCount > 0,
    isPartner: ctx.viewer.isPartner,
    predicates,
  };
}
