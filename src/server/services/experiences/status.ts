import { and, eq } from 'drizzle-orm';
import { mayUse } from '#domain/consent/consent';
import { extraContextSchema } from '#domain/experiences/experience-data';
import { parsePlacedExperienceId, placedExperienceKey } from '#domain/experiences/experiences';
import type { Ctx } from '../../context.ts';
import {
  experienceEvents,
  experienceStatuses,
  experiences,
  placedExperiences,
} from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { declareChanges, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { consume } from '../platform/rate-limit.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { parseIn } from '../platform/zod-i18n.ts';
import { subjectOf } from './subject.ts';
import {
  type ExperienceAction,
  isFinal,
  type StatusName,
  type StatusState,
  transition,
} from './transition.ts';

/**
 * Issue 14: the lifecycle calls (spec 02 §7, M-330–M-335) write one status row per placed
 * experience and person, with the extra_context of that placement, and log their context event
 * (M-377–M-379) in the same transaction.
 */
export interface ExperienceStatusWire {
  /** 'placement%3Aexperience', as the calls send it */
  placed_experience_id: string;
  /** the placed-experience object id */
  id: number;
  experience_id: number;
  placement_id: number;
  status: StatusName;
  view_count: number;
  extra_context: Record<string, unknown> | null;
  /** false when the call changed nothing (a repeat, or after completion or dismissal) */
  changed: boolean;
}

type ExtraContext = Record<string, unknown>;

async function findPlaced(ctx: Ctx, raw: string | number) {
  const ref = parsePlacedExperienceId(raw);
  if (!ref) {
    throw badRequest(tr(ctx, 'errors.experiences.badPlacedId'));
  }
  // placed experiences change only by their authoring, which changes everything: kept until then
  // (taken before the read, so a row read across such a change is not kept)
  const cache = versionedCache<PlacedRow>(ctx.db, 'placed-experiences', 2000);
  const key = JSON.stringify(ref);
  const known = cache.get(key);
  if (known) return known;
  const [row] = await ctx.db
    .select({
      id: placedExperiences.id,
      placementId: placedExperiences.placementId,
      experienceId: placedExperiences.experienceId,
      state: experiences.state,
    })
    .from(placedExperiences)
    .innerJoin(experiences, eq(experiences.id, placedExperiences.experienceId))
    .where(
      'id' in ref
        ? eq(placedExperiences.id, ref.id)
        : and(
            eq(placedExperiences.placementId, ref.placementId),
            eq(placedExperiences.experienceId, ref.experienceId),
          ),
    )
    .limit(1);
  // a draft has never been served: as unknown as one that does not exist
  if (!row || row.state === 'draft') throw notFound(tr(ctx, 'errors.experiences.noPlaced'));
  cache.set(key, row);
  return row;
}

interface PlacedRow {
  id: number;
  placementId: number;
  experienceId: number;
  state: string;
}

function mergedExtra(
  ctx: { locale?: string },
  stored: unknown,
  given: ExtraContext | null | undefined,
): unknown {
  if (!given) return stored ?? null;
  const base =
    stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as ExtraContext) : {};
  const merged = parseIn(ctx, extraContextSchema, { ...base, ...given });
  if (!merged.success)
    throw badRequest(
      merged.error.issues[0]?.message ?? tr(ctx, 'errors.experiences.badExtraContext'),
    );
  return merged.data;
}

function stateOf(row: typeof experienceStatuses.$inferSelect): StatusState {
  return {
    status: row.status as StatusName,
    viewCount: row.viewCount,
    viewedAt: row.viewedAt,
    completedAt: row.completedAt,
    dismissedAt: row.dismissedAt,
    triggeredAt: row.triggeredAt,
  };
}

/**
 * Views, completes, dismisses or triggers one placed experience for the person asking. A bad
 * id is a 400, an unknown one a 404; a bot is refused (403), since it was never served one.
 * Completed and dismissed are final: repeating them, or viewing after them, is a 200 that
 * changes nothing (`changed: false`).
 */
export async function recordExperienceAction(
  ctx: Ctx,
  action: ExperienceAction,
  input: { placedExperienceId: string | number; extraContext?: ExtraContext | null },
): Promise<ExperienceStatusWire> {
  if (ctx.viewer.isBot) throw forbidden(tr(ctx, 'errors.experiences.notForBots'));
  // decision 039: a signed-in person's statuses hang on them; a visitor's are in no cache
  declareChanges(ctx, ctx.viewer.isAuth && ctx.viewer.id ? [userTag(ctx.viewer.id)] : []);
  const placed = await findPlaced(ctx, input.placedExperienceId);
  if (!ctx.viewer.isAuth) {
    // per address whatever the cookie says (a signed one can be fetched again and again), and
    // tighter for a browser with none: each of those makes a new status row (decision 020)
    await consume(ctx, 'visitorExperienceWrites', ctx.ip);
    if (!ctx.visitor?.current()) await consume(ctx, 'newVisitorExperienceWrites', ctx.ip);
  }
  const subject = subjectOf(ctx, { issue: true });
  if (!subject) throw forbidden(tr(ctx, 'errors.experiences.notForBots'));
  const now = ctx.now();
  const key = { placedId: placed.id, subject };
  return ctx.db.transaction(async (tx) => {
    // the row first (a no-op when it exists), then locked: two calls at once change it in turn
    await tx
      .insert(experienceStatuses)
      .values({ ...key, status: 'triggered', viewCount: 0, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(experienceStatuses)
      .where(
        and(eq(experienceStatuses.placedId, placed.id), eq(experienceStatuses.subject, subject)),
      )
      .for('update');
    if (!row) throw notFound(tr(ctx, 'errors.experiences.noPlaced'));
    const fresh = row.status === 'triggered' && !row.triggeredAt;
    const current = fresh ? null : stateOf(row);
    const step = transition(current, action, now);
    // metadata rides along with a change, or with a trigger (M-335), never after the end
    const extraChanges =
      input.extraContext && !isFinal(row.status as StatusName) && (step || action === 'trigger');
    const extra = extraChanges
      ? mergedExtra(ctx, row.extraContext, input.extraContext)
      : row.extraContext;
    const next = step?.next ?? stateOf(row);
    if (step || extraChanges) {
      await tx
        .update(experienceStatuses)
        .set({ ...next, extraContext: extra, updatedAt: now })
        .where(
          and(eq(experienceStatuses.placedId, placed.id), eq(experienceStatuses.subject, subject)),
        );
    }
    // spec 02 §4 cookie banner: the context events are analytics, logged only for someone who
    // allowed analytic cookies; the status itself is what the product needs to work
    if (step?.event && mayUse(ctx.viewer, 'analytic')) {
      await tx.insert(experienceEvents).values({
        eventType: step.event,
        experienceId: placed.experienceId,
        placementId: placed.placementId,
        subject,
        createdAt: now,
      });
    }
    return {
      placed_experience_id: placedExperienceKey(placed.placementId, placed.experienceId),
      id: placed.id,
      experience_id: placed.experienceId,
      placement_id: placed.placementId,
      status: next.status,
      view_count: next.viewCount,
      extra_context: (extra ?? null) as ExtraContext | null,
      changed: Boolean(step),
    };
  });
}
