import { eq, inArray } from 'drizzle-orm';
import { type ExperienceInput, experienceInputSchema } from '#domain/experiences/experience-data';
import type { Ctx } from '../../context.ts';
import { experiences } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type Reader, tr } from '../platform/i18n.ts';
import { parseIn } from '../platform/zod-i18n.ts';
import {
  type Author,
  columns,
  type ExperienceRow,
  type InputIssue,
  inputIssues,
  insertOne,
  placementsOf,
  present,
  replacePlacements,
  writing,
} from './authoring.ts';

/** What an import did to one item of the file. */
export interface ImportChange {
  /** the item's place in the file, from 0 */
  index: number;
  id: number;
  name: string;
  change: 'created' | 'updated' | 'unchanged';
}

/** Keys sorted at every level, so two equal values stringify alike whatever the jsonb order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** The fields an author controls, in one form for a stored row and for an input alike. */
function comparable(e: Omit<ExperienceInput, 'id'>) {
  return canonical({
    name: e.name,
    type: e.type,
    placement_ids: [...new Set(e.placement_ids)].sort((a, b) => a - b),
    display_data: e.display_data,
    triggerable_placed_exps: e.triggerable_placed_exps.map((k) => k.replace(/%3A/i, ':')),
    targeting: e.targeting,
    priority: e.priority,
    starts_at: e.starts_at ? new Date(e.starts_at).toISOString() : null,
    ends_at: e.ends_at ? new Date(e.ends_at).toISOString() : null,
    frequency_cap: e.frequency_cap,
    holdout_percent: e.holdout_percent,
    state: e.state,
  });
}

function label(reader: Reader, i: number, item: unknown): string {
  const name =
    item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string'
      ? (item as { name: string }).name.slice(0, 60)
      : null;
  return name === null
    ? tr(reader, 'errors.experiences.item', { index: String(i) })
    : tr(reader, 'errors.experiences.itemNamed', { index: String(i), name });
}

/**
 * Every item checked before anything is written: a 400 listing each item, path and reason, in
 * the reader's language (the CLI's: English).
 */
export function parseImport(reader: Reader, raw: unknown): ExperienceInput[] {
  if (!Array.isArray(raw)) {
    throw new AppError('bad_request', tr(reader, 'errors.experiences.notAList'));
  }
  const out: ExperienceInput[] = [];
  const problems: { index: number; where: string; issues: InputIssue[] }[] = [];
  const seen = new Map<number, number>();
  raw.forEach((item, i) => {
    const r = parseIn(reader, experienceInputSchema, item);
    if (!r.success) {
      problems.push({ index: i, where: label(reader, i, item), issues: inputIssues(r.error) });
      return;
    }
    const id = r.data.id;
    if (id !== undefined) {
      const first = seen.get(id);
      if (first !== undefined) {
        problems.push({
          index: i,
          where: label(reader, i, item),
          issues: [
            {
              path: 'id',
              message: tr(reader, 'errors.experiences.idTwice', {
                id: String(id),
                first: String(first),
              }),
            },
          ],
        });
        return;
      }
      seen.set(id, i);
    }
    out.push(r.data);
  });
  if (problems.length) {
    const whole = tr(reader, 'errors.experiences.wholeItem');
    const lines = problems.flatMap((p) =>
      p.issues.map((x) => `${p.where}: ${x.path || whole}: ${x.message}`),
    );
    throw new AppError('bad_request', lines.join('\n'), {
      items: problems.map((p) => ({ index: p.index, issues: p.issues })),
    });
  }
  return out;
}

/**
 * `tessera experiences import` and the demo seed: upserts by id in one transaction (an item
 * without an id is always new), and says what changed. A file with one bad item writes nothing.
 */
export async function importExperiences(
  ctx: Pick<Ctx, 'db' | 'now' | 'locale'>,
  author: Author,
  raw: unknown,
): Promise<ImportChange[]> {
  const items = parseImport(ctx, raw);
  const now = ctx.now();
  return writing(ctx, undefined, async (tx) => {
    const ids = items.flatMap((e) => (e.id === undefined ? [] : [e.id]));
    const existing = new Map<number, ExperienceRow>();
    if (ids.length) {
      const rows = await tx
        .select()
        .from(experiences)
        .where(inArray(experiences.id, ids))
        .for('update');
      for (const r of rows) existing.set(r.id, r);
    }
    const placements = await placementsOf(tx, [...existing.keys()]);
    const changes: ImportChange[] = [];
    for (const [index, e] of items.entries()) {
      const before = e.id === undefined ? undefined : existing.get(e.id);
      if (!before) {
        const row = await insertOne(tx, e, author, now);
        changes.push({ index, id: row.id, name: e.name, change: 'created' });
        continue;
      }
      const stored = present(before, placements.get(before.id) ?? [], {
        viewed: 0,
        completed: 0,
        dismissed: 0,
      });
      if (comparable(stored) === comparable(e)) {
        changes.push({ index, id: before.id, name: e.name, change: 'unchanged' });
        continue;
      }
      await tx.update(experiences).set(columns(e, now)).where(eq(experiences.id, before.id));
      await replacePlacements(tx, before.id, e.placement_ids);
      changes.push({ index, id: before.id, name: e.name, change: 'updated' });
    }
    return changes;
  });
}
