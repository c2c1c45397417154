import { and, eq } from 'drizzle-orm';
import { mayUse } from '#domain/consent/consent';
import { extraContextSchema } from '#domain/experiences/experience-data';
import { parsePlacedExperienceId, placedExperienceKey } from '#domain/experiences/experiences';
import type { Ctx } from '../../context.ts';
import { type experienceStatuses, experiences, placedExperiences } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../errors.ts';
import type { Tx } from '../accounts/sessions.ts';
import { declareChanges, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { consume } from '../platform/rate-limit.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { parseIn } from '../platform/zod-i18n.ts';
import { readStatus, writeStatus } from './status-write.ts';
import { subjectOf } from './subject.ts';
import {
  type ExperienceAction,
  isFinal,
  type StatusName,
  type StatusState,
  transition,
  UNTOUCHED,
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

/** A person's calls on one experience that changed it in between, before one is refused. */
const MAX_ATTEMPTS = 8;
/** Of those, the first ones read without a lock. */
const OPTIMISTIC = 2;

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
  // decision 070: read, decide, then write only if the row is still what was read (its xmin),
  // else read again: two statements where a transaction took six. Calls that keep changing it
  // meanwhile (one person's, at once) then take their turn under a lock.
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const done =
      attempt < OPTIMISTIC
        ? await decideAndWrite(ctx, ctx.db, placed, subject, action, input, false)
        : await ctx.db.transaction((tx) =>
            decideAndWrite(ctx, tx, placed, subject, action, input, true),
          );
    if (done) return done;
  }
  throw tooManyRequests(tr(ctx, 'errors.experiences.busy'), 1);
}

/** One read, decision and write of a status: null when the row changed in between. */
async function decideAndWrite(
  ctx: Ctx,
  db: Tx,
  placed: PlacedRow,
  subject: string,
  action: ExperienceAction,
  input: { extraContext?: ExtraContext | null },
  lock: boolean,
): Promise<ExperienceStatusWire | null> {
  const now = ctx.now();
  const found = await readStatus(db, placed.id, subject, lock);
  const row = found?.row;
  const fresh = !row || (row.status === 'triggered' && !row.triggeredAt);
  const current = fresh ? null : stateOf(row);
  const step = transition(current, action, now);
  // metadata rides along with a change, or with a trigger (M-335), never after the end
  const extraChanges = Boolean(
    input.extraContext &&
      !(row && isFinal(row.status as StatusName)) &&
      (step || action === 'trigger'),
  );
  const extra = extraChanges
    ? mergedExtra(ctx, row?.extraContext, input.extraContext)
    : (row?.extraContext ?? null);
  const next = step?.next ?? (row ? stateOf(row) : UNTOUCHED);
  const wire: ExperienceStatusWire = {
    placed_experience_id: placedExperienceKey(placed.placementId, placed.experienceId),
    id: placed.id,
    experience_id: placed.experienceId,
    placement_id: placed.placementId,
    status: next.status,
    view_count: next.viewCount,
    extra_context: (extra ?? null) as ExtraContext | null,
    changed: Boolean(step),
  };
  if (!step && !extraChanges) return wire;
  // spec 02 §4 cookie banner: the context events are analytics, logged only for someone who
  // allowed analytic cookies; the status itself is what the product needs to work
  const event =
    step?.event && mayUse(ctx.viewer, 'analytic')
      ? { type: step.event, experienceId: placed.experienceId, placementId: placed.placementId }
      : null;
  const written = await writeStatus(db, {
    placedId: placed.id,
    subject,
    version: found?.version ?? null,
    next,
    extra,
    now,
    event,
  });
  return written ? wire : null;
}
