import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Targeting, targetingSchema } from '#domain/experiences/experience-data';
import {
  type DisplayData,
  type ExperienceWire,
  parsePlacedExperienceId,
  renderProblem,
} from '#domain/experiences/experiences';
import type { Ctx } from '../../context.ts';
import { experienceStatuses, experiences, placedExperiences } from '../../db/schema/index.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { isHeldOut, routeKindOf, type SubjectFacts, targetingMatches } from './rules.ts';
import { subjectOf } from './subject.ts';
import { subjectFacts } from './targeting.ts';

/**
 * Issue 14 serving (spec 02 §3, §4, §6): which experience each placement shows to the person
 * asking. Called by the experience resources and by page loaders (the home page renders
 * placement 11 on the server).
 */
export interface ServeQuery {
  /** the placements asked for; without them, every placement with an experience for the route */
  placementIds?: readonly number[];
  /** the client's route: a path ('/') or a route kind ('home') */
  route?: string | null;
  /** the call's extra_context, echoed on each experience with what is stored for it */
  extraContext?: Record<string, unknown> | null;
  multi: boolean;
}

type Candidate = {
  placedId: number;
  placementId: number;
  experienceId: number;
  type: number;
  displayData: unknown;
  triggerable: unknown;
  targeting: Targeting;
  frequencyCap: number | null;
  holdoutPercent: number;
};

type StatusRow = {
  placedId: number;
  experienceId: number;
  status: string;
  viewCount: number;
  extraContext: unknown;
  triggeredAt: Date | null;
};

type Scheduled = Candidate & { startsAt: Date | null; endsAt: Date | null };

/**
 * The active experiences of a set of placements change only when one is written (an
 * administrator's edit, an import: writes that change everything, decision 039), so they are
 * kept until then; a start or end time passing is applied to the kept list on each read. This was
 * a signed-in page's one statement once its cards were kept (issue 32).
 */
const MAX_KEPT_PLACEMENT_SETS = 200;

/** Active and on the asked placements, whatever their schedule, best first (priority, then oldest id). */
async function active(ctx: Ctx, placementIds?: readonly number[]): Promise<Scheduled[]> {
  const cache = versionedCache<Scheduled[]>(ctx.db, 'experiences:active', MAX_KEPT_PLACEMENT_SETS);
  const key = placementIds ? placementIds.join(',') : '*';
  const kept = cache.get(key);
  if (kept) return kept;
  const rows = await ctx.db
    .select({
      placedId: placedExperiences.id,
      placementId: placedExperiences.placementId,
      experienceId: experiences.id,
      type: experiences.type,
      displayData: experiences.displayData,
      triggerable: experiences.triggerablePlacedExps,
      targeting: experiences.targeting,
      frequencyCap: experiences.frequencyCap,
      holdoutPercent: experiences.holdoutPercent,
      startsAt: experiences.startsAt,
      endsAt: experiences.endsAt,
    })
    .from(placedExperiences)
    .innerJoin(experiences, eq(experiences.id, placedExperiences.experienceId))
    .where(
      and(
        eq(experiences.state, 'active'),
        placementIds ? inArray(placedExperiences.placementId, [...placementIds]) : undefined,
      ),
    )
    .orderBy(desc(experiences.priority), asc(experiences.id), asc(placedExperiences.id));
  const out: Scheduled[] = [];
  for (const r of rows) {
    // an experience whose stored targeting no longer parses is not served, rather than a 500
    const targeting = targetingSchema.safeParse(r.targeting ?? {});
    if (!targeting.success) continue;
    out.push({ ...r, targeting: targeting.data });
  }
  cache.set(key, out);
  return out;
}

/** Active, scheduled now and on the asked placements, best first (priority, then oldest id). */
async function candidates(ctx: Ctx, placementIds?: readonly number[]): Promise<Candidate[]> {
  const now = ctx.now().getTime();
  return (await active(ctx, placementIds)).filter(
    (c) =>
      (c.startsAt === null || c.startsAt.getTime() <= now) &&
      (c.endsAt === null || c.endsAt.getTime() > now),
  );
}

async function statusesOf(
  ctx: Ctx,
  subject: string,
  experienceIds: number[],
): Promise<StatusRow[]> {
  return ctx.db
    .select({
      placedId: experienceStatuses.placedId,
      experienceId: placedExperiences.experienceId,
      status: experienceStatuses.status,
      viewCount: experienceStatuses.viewCount,
      extraContext: experienceStatuses.extraContext,
      triggeredAt: experienceStatuses.triggeredAt,
    })
    .from(experienceStatuses)
    .innerJoin(placedExperiences, eq(placedExperiences.id, experienceStatuses.placedId))
    .where(
      and(
        eq(experienceStatuses.subject, subject),
        inArray(placedExperiences.experienceId, experienceIds),
      ),
    );
}

function objectOrEmpty(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** triggerable_placed_exps as the spec lists them: 'placement:experience' */
function triggerableKeys(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const keys: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'string' && typeof entry !== 'number') continue;
    const parsed = parsePlacedExperienceId(entry);
    if (parsed && 'placementId' in parsed)
      keys.push(`${parsed.placementId}:${parsed.experienceId}`);
  }
  return keys;
}

function wireOf(
  c: Candidate,
  row: StatusRow | undefined,
  extraContext: Record<string, unknown> | null | undefined,
): ExperienceWire {
  const stored = row?.extraContext ? objectOrEmpty(row.extraContext) : null;
  const extra = stored || extraContext ? { ...stored, ...extraContext } : null;
  return {
    experience_id: c.experienceId,
    placement_id: c.placementId,
    id: c.placedId,
    type: c.type,
    status: row?.status === 'viewed' ? 'viewed' : 'not_viewed',
    display_data: objectOrEmpty(c.displayData) as DisplayData,
    triggerable_placed_exps: triggerableKeys(c.triggerable),
    extra_context: extra,
  };
}

/** The facts of the request's viewer, without the ones that need their id (newness, predicates). */
function factsOfViewer(ctx: Ctx): SubjectFacts {
  return {
    signedIn: ctx.viewer.isAuth,
    country: ctx.viewer.country,
    language: ctx.viewer.language,
    isNew: true,
    hasBoards: ctx.viewer.boardCount > 0,
    isPartner: ctx.viewer.isPartner,
    predicates: new Set(),
  };
}

/** The experiences of each placement this subject may see now, best first. */
async function eligible(ctx: Ctx, q: ServeQuery): Promise<ExperienceWire[]> {
  if (ctx.viewer.isBot) return [];
  const routeKind = routeKindOf(q.route);
  const viewerFacts = factsOfViewer(ctx);
  const found = (await candidates(ctx, q.placementIds)).filter(
    (c) =>
      renderProblem({
        experience_id: c.experienceId,
        type: c.type,
        display_data: objectOrEmpty(c.displayData) as DisplayData,
      }) === null &&
      // what the viewer alone decides, before anything of this person is looked up
      targetingMatches({ ...c.targeting, newness: 'any', predicates: [] }, viewerFacts, routeKind),
  );
  // nothing to choose from is the same answer for every visitor: no visitor id, and the
  // answer may be kept in the visitors' cache
  if (found.length === 0) return [];
  const subject = subjectOf(ctx, { issue: true });
  if (!subject) return [];
  const experienceIds = [...new Set(found.map((c) => c.experienceId))];
  const [rows, facts] = await Promise.all([
    statusesOf(ctx, subject, experienceIds),
    subjectFacts(
      ctx,
      subject,
      found.map((c) => c.targeting),
    ),
  ]);
  const byPlaced = new Map(rows.map((r) => [r.placedId, r]));
  const finished = new Set<number>();
  const views = new Map<number, number>();
  for (const r of rows) {
    // spec 02 §4: completed or dismissed once is done with, at every placement
    if (r.status === 'completed' || r.status === 'dismissed') finished.add(r.experienceId);
    views.set(r.experienceId, (views.get(r.experienceId) ?? 0) + r.viewCount);
  }
  return found
    .filter((c) => {
      if (finished.has(c.experienceId)) return false;
      if (c.frequencyCap !== null && (views.get(c.experienceId) ?? 0) >= c.frequencyCap) {
        return false;
      }
      if (isHeldOut(c.experienceId, subject, c.holdoutPercent)) return false;
      if (c.targeting.triggered_only && !byPlaced.get(c.placedId)?.triggeredAt) return false;
      return targetingMatches(c.targeting, facts, routeKind);
    })
    .map((c) => wireOf(c, byPlaced.get(c.placedId), q.extraContext));
}

/**
 * spec 02 §7 (M-324–M-328): the experiences of the asked placements (or of every placement
 * with one for the route). Single: each placement's best eligible experience or null. Multi
 * (multiExperiencePlatform): each placement's eligible experiences, best first. Bots: nothing.
 */
export async function experiencesForPlacements(
  ctx: Ctx,
  q: ServeQuery & { multi: true },
): Promise<Record<string, ExperienceWire[]>>;
export async function experiencesForPlacements(
  ctx: Ctx,
  q: ServeQuery & { multi: false },
): Promise<Record<string, ExperienceWire | null>>;
export async function experiencesForPlacements(
  ctx: Ctx,
  q: ServeQuery,
): Promise<Record<string, ExperienceWire[]> | Record<string, ExperienceWire | null>>;
export async function experiencesForPlacements(
  ctx: Ctx,
  q: ServeQuery,
): Promise<Record<string, ExperienceWire[]> | Record<string, ExperienceWire | null>> {
  if (ctx.viewer.isBot) return {};
  const list = await eligible(ctx, q);
  if (q.multi) {
    const multi: Record<string, ExperienceWire[]> = {};
    for (const id of q.placementIds ?? []) multi[String(id)] = [];
    for (const e of list) {
      const key = String(e.placement_id);
      multi[key] = [...(multi[key] ?? []), e];
    }
    return multi;
  }
  const single: Record<string, ExperienceWire | null> = {};
  for (const id of q.placementIds ?? []) single[String(id)] = null;
  for (const e of list) single[String(e.placement_id)] ??= e;
  return single;
}
