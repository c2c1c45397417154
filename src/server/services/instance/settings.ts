import { and, count, eq, isNull } from 'drizzle-orm';
import {
  checkSetting,
  type InstanceSettings,
  isSettingKey,
  SettingError,
  type SettingKey,
  settingsFrom,
} from '#domain/instance/settings';
import type { Db } from '../../db/client.ts';
import { instanceSettings, pins, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../admin/audit.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { type Reader, tr, trSaid } from '../platform/i18n.ts';
import { versionedCache } from '../platform/versioned-cache.ts';

/**
 * Issue 37, decision 056: the instance's settings, read once per process and kept until a write
 * changes everything (a settings write does: titles in every kept page name the instance). Other
 * processes learn of a change through the change log (decision 039), as for every cache.
 */
export async function loadInstanceSettings(db: Db): Promise<InstanceSettings> {
  const cache = versionedCache<InstanceSettings>(db, 'instance-settings', 1);
  const known = cache.get('all');
  if (known) return known;
  const rows = await db
    .select({ key: instanceSettings.key, value: instanceSettings.value })
    .from(instanceSettings);
  const settings = settingsFrom(rows);
  cache.set('all', settings);
  return settings;
}

/** A setting's problem as the 400 a form marks (its field is the key), in `reader`'s language. */
function asAppError(e: unknown, reader: Reader): unknown {
  if (e instanceof SettingError) {
    return new AppError('bad_request', trSaid(reader, e.said), { field: e.key });
  }
  return e;
}

/**
 * Changes the given settings, all checked before any is stored (one transaction); `by` is the
 * administrator, null for the CLI. Answers the settings as they now are.
 */
export async function saveInstanceSettings(
  ctx: { db: Db; now: () => Date; locale?: string },
  input: Partial<Record<string, unknown>>,
  by: number | null,
): Promise<InstanceSettings> {
  const values: [SettingKey, unknown][] = [];
  const problems: Record<string, string> = {};
  for (const [key, raw] of Object.entries(input)) {
    if (!isSettingKey(key))
      throw new AppError('bad_request', tr(ctx, 'errors.instance.noSuchSetting', { key }));
    try {
      values.push([key, checkSetting(key, raw)]);
    } catch (e) {
      const err = asAppError(e, ctx);
      if (!(err instanceof AppError)) throw err;
      problems[key] ??= err.message;
    }
  }
  const first = Object.keys(problems)[0];
  if (first) {
    throw new AppError('bad_request', problems[first] ?? tr(ctx, 'errors.accounts.checkForm'), {
      field: first,
      fields: problems,
    });
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const [key, value] of values) {
      await tx
        .insert(instanceSettings)
        .values({ key, value, updatedAt: now, updatedBy: by })
        .onConflictDoUpdate({
          target: instanceSettings.key,
          set: { value, updatedAt: now, updatedBy: by },
        });
    }
    // decision 057: every administrator's action is written once, with the action
    const keys = values.map(([key]) => key);
    await recordAudit(tx, {
      actorId: by,
      action: 'instance.settings',
      targetType: 'instance',
      targetId: 'settings',
      targetLabel: keys.join(', '),
      details: { keys },
    });
  });
  await bumpDataVersion();
  return loadInstanceSettings(ctx.db);
}

/** One setting as text, for the CLI. */
export function settingText(settings: InstanceSettings, key: SettingKey): string {
  const v = settings[key];
  if (Array.isArray(v)) return v.map((r, i) => `${i + 1}. ${r}`).join('\n');
  return String(v);
}

/** /about/'s counts: people with an account, and pins. */
export async function instanceCounts(db: Db): Promise<{ people: number; pins: number }> {
  const cache = versionedCache<{ people: number; pins: number }>(db, 'instance-counts', 1);
  const known = cache.get('all');
  if (known) return known;
  const [[p], [q]] = await Promise.all([
    db.select({ n: count() }).from(users).where(isNull(users.deletedAt)),
    db.select({ n: count() }).from(pins).where(isNull(pins.deletedAt)),
  ]);
  const out = { people: Number(p?.n ?? 0), pins: Number(q?.n ?? 0) };
  cache.set('all', out);
  return out;
}

/** Whether any administrator (an employee account) exists yet. */
export async function employeeExists(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'employee'), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}
