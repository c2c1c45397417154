import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ExperienceInput, experienceInputSchema } from '#domain/experiences/experience-data';
import {
  EXPERIENCE_TYPE_NAMES,
  type ExperienceType,
  renderProblem,
} from '#domain/experiences/experiences';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { experienceStatuses, experiences, placedExperiences } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { requireEmployee, requireUser } from '../accounts/sessions.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { isUniqueViolation } from '../platform/db-errors.ts';
import { type Reader, tr } from '../platform/i18n.ts';
import { parseIn } from '../platform/zod-i18n.ts';

/**
 * Issue 14: employees author experiences (spec 02 §3) at /admin/experiences, operators with
 * `tessera experiences import`. Every write is one transaction; placements are replaced by
 * difference, so the statuses of a placement that stays are kept.
 */

/**
 * Who writes: an employee of a request, or the CLI and the demo seed (no person). Decision 064:
 * what is refused is said in the ctx's language (`locale`, the employee's request's); the CLI's
 * and the seed's ctx have none, so they read English.
 */
export type Author = { kind: 'employee'; userId: number } | { kind: 'system' };

/** The CLI's and the seed's author; never built from a request. */
export const SYSTEM_AUTHOR: Author = { kind: 'system' };

/** The request's employee, or the 404 every employee page answers to anyone else. */
export function employeeAuthor(ctx: Ctx): Author {
  requireEmployee(ctx);
  return {
    kind: 'employee',
    userId: requireUser(ctx, tr(ctx, 'errors.experiences.logInToAuthor')),
  };
}

export interface ExperienceCounts {
  /** people who saw it (whatever they did next) */
  viewed: number;
  completed: number;
  dismissed: number;
}

/** One experience as an author sees it: the input shape plus what the database adds. */
export interface AuthoredExperience extends Omit<ExperienceInput, 'id'> {
  id: number;
  type_name: string;
  created_at: string;
  updated_at: string;
  counts: ExperienceCounts;
}

/** One problem of an input, at the path of the field it is about (`display_data.title`). */
export interface InputIssue {
  path: string;
  message: string;
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** zod's issues as paths and messages (already in the reader's language: `parseIn`). */
export function inputIssues(error: z.ZodError): InputIssue[] {
  return error.issues.map((i) => ({ path: pathOf(i.path), message: i.message }));
}

function invalid(reader: Reader, issues: InputIssue[]): AppError {
  const whole = tr(reader, 'errors.experiences.wholeExperience');
  const text = issues.map((i) => `${i.path || whole}: ${i.message}`).join('; ');
  return new AppError('bad_request', text, {
    field: issues[0]?.path.split('.')[0] ?? null,
    issues,
  });
}

/** Checks what an author wrote; a 400 naming each path that is wrong. */
export function parseExperienceInput(reader: Reader, raw: unknown): ExperienceInput {
  const r = parseIn(reader, experienceInputSchema, raw);
  if (!r.success) throw invalid(reader, inputIssues(r.error));
  return r.data;
}

export type ExperienceRow = typeof experiences.$inferSelect;
type Row = ExperienceRow;
const NO_COUNTS: ExperienceCounts = { viewed: 0, completed: 0, dismissed: 0 };

export function present(
  row: Row,
  placements: number[],
  counts: ExperienceCounts,
): AuthoredExperience {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    type_name: EXPERIENCE_TYPE_NAMES[row.type as ExperienceType] ?? `Type ${row.type}`,
    placement_ids: [...placements].sort((a, b) => a - b),
    display_data: row.displayData as ExperienceInput['display_data'],
    triggerable_placed_exps: row.triggerablePlacedExps as string[],
    targeting: row.targeting as ExperienceInput['targeting'],
    priority: row.priority,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    frequency_cap: row.frequencyCap,
    holdout_percent: row.holdoutPercent,
    state: row.state as ExperienceInput['state'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    counts,
  };
}

export async function placementsOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ e: placedExperiences.experienceId, p: placedExperiences.placementId })
    .from(placedExperiences)
    .where(inArray(placedExperiences.experienceId, ids));
  for (const r of rows) map.set(r.e, [...(map.get(r.e) ?? []), r.p]);
  return map;
}

/** Viewed, completed and dismissed per experience, over all its placements. */
async function countsOf(db: Db, ids: number[]): Promise<Map<number, ExperienceCounts>> {
  const map = new Map<number, ExperienceCounts>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      e: placedExperiences.experienceId,
      viewed: sql<number>`count(*) filter (where ${experienceStatuses.viewedAt} is not null or ${experienceStatuses.status} = 'viewed')::int`,
      completed: sql<number>`count(*) filter (where ${experienceStatuses.status} = 'completed')::int`,
      dismissed: sql<number>`count(*) filter (where ${experienceStatuses.status} = 'dismissed')::int`,
    })
    .from(experienceStatuses)
    .innerJoin(placedExperiences, eq(placedExperiences.id, experienceStatuses.placedId))
    .where(inArray(placedExperiences.experienceId, ids))
    .groupBy(placedExperiences.experienceId);
  for (const r of rows) {
    map.set(r.e, { viewed: r.viewed, completed: r.completed, dismissed: r.dismissed });
  }
  return map;
}

async function presentRows(db: Db, rows: Row[]): Promise<AuthoredExperience[]> {
  const ids = rows.map((r) => r.id);
  const [placements, counts] = await Promise.all([placementsOf(db, ids), countsOf(db, ids)]);
  return rows.map((r) => present(r, placements.get(r.id) ?? [], counts.get(r.id) ?? NO_COUNTS));
}

/** Every experience, by id, with its placements and counts. */
export async function listExperiences(
  ctx: Pick<Ctx, 'db'>,
  _author: Author,
): Promise<AuthoredExperience[]> {
  const rows = await ctx.db.select().from(experiences).orderBy(asc(experiences.id));
  return presentRows(ctx.db, rows);
}

function unknownExperience(reader: Reader, id: number): AppError {
  return new AppError(
    'not_found',
    tr(reader, 'errors.experiences.noExperience', { id: String(id) }),
  );
}

/** One experience, or a 404. */
export async function getExperience(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  _author: Author,
  id: number,
): Promise<AuthoredExperience> {
  const [row] = await ctx.db.select().from(experiences).where(eq(experiences.id, id)).limit(1);
  if (!row) throw unknownExperience(ctx, id);
  const [shown] = await presentRows(ctx.db, [row]);
  return shown as AuthoredExperience;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function columns(e: ExperienceInput, now: Date) {
  return {
    name: e.name,
    type: e.type,
    displayData: e.display_data,
    triggerablePlacedExps: e.triggerable_placed_exps.map((k) => k.replace(/%3A/i, ':')),
    targeting: e.targeting,
    priority: e.priority,
    startsAt: e.starts_at ? new Date(e.starts_at) : null,
    endsAt: e.ends_at ? new Date(e.ends_at) : null,
    frequencyCap: e.frequency_cap,
    holdoutPercent: e.holdout_percent,
    state: e.state,
    updatedAt: now,
  };
}

/** Keeps the placements that stay (and their statuses), drops the others, adds the new. */
export async function replacePlacements(tx: Tx, id: number, wanted: number[]): Promise<void> {
  const keep = [...new Set(wanted)];
  const have = await tx
    .select({ p: placedExperiences.placementId })
    .from(placedExperiences)
    .where(eq(placedExperiences.experienceId, id));
  const gone = have.map((r) => r.p).filter((p) => !keep.includes(p));
  if (gone.length) {
    await tx
      .delete(placedExperiences)
      .where(
        sql`${placedExperiences.experienceId} = ${id} and ${inArray(placedExperiences.placementId, gone)}`,
      );
  }
  const added = keep.filter((p) => !have.some((r) => r.p === p));
  if (added.length) {
    await tx
      .insert(placedExperiences)
      .values(added.map((placementId) => ({ experienceId: id, placementId })))
      .onConflictDoNothing();
  }
}

/** An explicit id past the sequence would make a later generated id collide; move it on. */
async function advanceIdSequence(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('experiences', 'id'), m) from (select max(id) as m from experiences) x where m >= 2000000`,
  );
}

export async function insertOne(
  tx: Tx,
  e: ExperienceInput,
  author: Author,
  now: Date,
): Promise<Row> {
  const values = {
    ...columns(e, now),
    ...(e.id ? { id: e.id } : {}),
    createdBy: author.kind === 'employee' ? author.userId : null,
    createdAt: now,
  };
  const [row] = await tx.insert(experiences).values(values).returning();
  if (!row) throw new Error('experience not stored');
  if (e.id) await advanceIdSequence(tx);
  await replacePlacements(tx, row.id, e.placement_ids);
  return row;
}

function conflict(reader: Reader, id: number | undefined): AppError {
  return new AppError(
    'conflict',
    id
      ? tr(reader, 'errors.experiences.idTaken', { id: String(id) })
      : tr(reader, 'errors.experiences.exists'),
    { field: 'id' },
  );
}

export async function writing<T>(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  id: number | undefined,
  fn: (tx: Tx) => Promise<T>,
) {
  try {
    const out = await ctx.db.transaction(fn);
    bumpDataVersion();
    return out;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ctx, id);
    throw e;
  }
}

/** Creates an experience (with the author's id, if given); a 409 when the id is taken. */
export async function createExperience(
  ctx: Pick<Ctx, 'db' | 'now' | 'locale'>,
  author: Author,
  raw: unknown,
): Promise<AuthoredExperience> {
  const e = parseExperienceInput(ctx, raw);
  const row = await writing(ctx, e.id, (tx) => insertOne(tx, e, author, ctx.now()));
  return getExperience(ctx, author, row.id);
}

/** Replaces an experience's fields and placements; its id never changes. */
export async function updateExperience(
  ctx: Pick<Ctx, 'db' | 'now' | 'locale'>,
  author: Author,
  id: number,
  raw: unknown,
): Promise<AuthoredExperience> {
  const e = parseExperienceInput(ctx, raw);
  if (e.id !== undefined && e.id !== id) {
    const message = tr(ctx, 'errors.experiences.idFixed');
    throw new AppError('bad_request', `id: ${message}`, {
      field: 'id',
      issues: [{ path: 'id', message }],
    });
  }
  await writing(ctx, id, async (tx) => {
    const [row] = await tx
      .update(experiences)
      .set(columns(e, ctx.now()))
      .where(eq(experiences.id, id))
      .returning({ id: experiences.id });
    if (!row) throw unknownExperience(ctx, id);
    await replacePlacements(tx, id, e.placement_ids);
  });
  return getExperience(ctx, author, id);
}

/**
 * Starts, pauses or parks an experience. Activating refuses one the client could not draw
 * (spec 02 §5), with the reason the renderers would give.
 */
export async function setExperienceState(
  ctx: Pick<Ctx, 'db' | 'now' | 'locale'>,
  author: Author,
  id: number,
  state: string,
): Promise<AuthoredExperience> {
  if (state !== 'active' && state !== 'paused' && state !== 'draft') {
    throw new AppError('bad_request', tr(ctx, 'errors.experiences.badState'), {
      field: 'state',
    });
  }
  await writing(ctx, id, async (tx) => {
    const [row] = await tx
      .select()
      .from(experiences)
      .where(eq(experiences.id, id))
      .for('update')
      .limit(1);
    if (!row) throw unknownExperience(ctx, id);
    if (state === 'active') {
      const problem = renderProblem({
        experience_id: row.id,
        type: row.type,
        display_data: row.displayData as ExperienceInput['display_data'],
      });
      if (problem) {
        const why = tr(ctx, problem.id, problem.values);
        throw new AppError('bad_request', tr(ctx, 'errors.experiences.cannotActivate', { why }), {
          field: 'display_data',
        });
      }
    }
    await tx.update(experiences).set({ state, updatedAt: ctx.now() }).where(eq(experiences.id, id));
  });
  return getExperience(ctx, author, id);
}

/** Deletes an experience with its placements and everyone's statuses; a 404 if unknown. */
export async function deleteExperience(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  _author: Author,
  id: number,
): Promise<void> {
  await writing(ctx, id, async (tx) => {
    const gone = await tx
      .delete(experiences)
      .where(eq(experiences.id, id))
      .returning({ id: experiences.id });
    if (gone.length === 0) throw unknownExperience(ctx, id);
  });
}
