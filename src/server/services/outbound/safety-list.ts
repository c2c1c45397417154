import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_BLOCK_MESSAGES,
  hostCandidates,
  isListedStatus,
  type ListedStatus,
  MAX_BLOCK_MESSAGE,
  normalizeHost,
  type RedirectStatus,
} from '#domain/sharing/offsite';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { domainSafety } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Tx } from '../accounts/sessions.ts';
import { recordAudit } from '../admin/audit.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { type Reader, tr } from '../platform/i18n.ts';
import { versionedCache } from '../platform/versioned-cache.ts';

/** One entry of the domain safety list (issue 13). */
export interface ListedDomain {
  host: string;
  status: ListedStatus;
  /** the employee's own text; empty when the status's default applies */
  message: string;
  updatedBy: number | null;
  updatedAt: string;
}

/** What the list says of a url's host: the status and the text a person is shown. */
export interface DomainVerdict {
  status: RedirectStatus;
  /** the listed entry that applies (the host or a parent domain), null when unlisted */
  listedHost: string | null;
  message: string;
}

const OK: DomainVerdict = { status: 'ok', listedHost: null, message: '' };

/** The whole list, read once per data version: it is short, and every check reads it. */
async function listMap(db: Db): Promise<Map<string, ListedDomain>> {
  const cache = versionedCache<Map<string, ListedDomain>>(db, 'domain-safety', 1);
  const known = cache.get('all');
  if (known) return known;
  const rows = await db.select().from(domainSafety);
  const map = new Map<string, ListedDomain>();
  for (const r of rows) {
    if (!isListedStatus(r.status)) continue;
    map.set(r.host, {
      host: r.host,
      status: r.status,
      message: r.message,
      updatedBy: r.updatedBy,
      updatedAt: r.updatedAt.toISOString(),
    });
  }
  cache.set('all', map);
  return map;
}

/** spec 01 §7: the status of a url (or host) on the safety list; a listed domain covers its subdomains. */
export async function verdictFor(
  db: Db,
  urlOrHost: string,
  reader: Reader = {},
): Promise<DomainVerdict> {
  const map = await listMap(db);
  if (map.size === 0) return OK;
  for (const host of hostCandidates(urlOrHost)) {
    const hit = map.get(host);
    if (hit) {
      return {
        status: hit.status,
        listedHost: hit.host,
        message: hit.message || tr(reader, DEFAULT_BLOCK_MESSAGES[hit.status]),
      };
    }
  }
  return OK;
}

/** Every listed domain, by host. */
export async function listDomains(db: Db): Promise<ListedDomain[]> {
  const rows = await db.select().from(domainSafety).orderBy(asc(domainSafety.host));
  return rows.flatMap((r) =>
    isListedStatus(r.status)
      ? [
          {
            host: r.host,
            status: r.status,
            message: r.message,
            updatedBy: r.updatedBy,
            updatedAt: r.updatedAt.toISOString(),
          },
        ]
      : [],
  );
}

export interface ListInput {
  host: string;
  status: string;
  message?: string | null;
}

/** A 400 about one input, so the employee's form marks that field (`host`, `status`, `message`). */
function fieldError(field: keyof ListInput, message: string): AppError {
  return new AppError('bad_request', message, { field });
}

/**
 * Checks an entry as an employee or the CLI gives it; a readable 400 for anything off, in the
 * reader's language (the employee's request's; the CLI's ctx has none: English).
 */
function validListInput(
  reader: Reader,
  input: ListInput,
): {
  host: string;
  status: ListedStatus;
  message: string;
} {
  const host = normalizeHost(input.host);
  if (!host) {
    throw fieldError(
      'host',
      tr(reader, 'errors.domains.notADomainHint', { host: input.host.slice(0, 100) }),
    );
  }
  if (!isListedStatus(input.status)) {
    throw fieldError('status', tr(reader, 'errors.domains.badStatus'));
  }
  const message = (input.message ?? '').trim();
  if ([...message].length > MAX_BLOCK_MESSAGE) {
    throw fieldError(
      'message',
      tr(reader, 'errors.domains.messageTooLong', { max: MAX_BLOCK_MESSAGE }),
    );
  }
  return { host, status: input.status, message };
}

/**
 * Lists a domain (or changes its entry), in one transaction; `by` is the employee, null for the
 * CLI. Answers the entry as stored.
 */
export async function listDomain(
  ctx: Pick<Ctx, 'db' | 'now' | 'locale'>,
  input: ListInput,
  by: number | null,
): Promise<ListedDomain> {
  const v = validListInput(ctx, input);
  const now = ctx.now();
  const [row] = await ctx.db.transaction(async (tx) => {
    const rows = await upsertDomain(tx, v, by, now);
    // decision 057: every change of the list is audited with it (by null: the command line)
    await recordAudit(tx, {
      actorId: by,
      action: 'domain.list',
      targetType: 'domain',
      targetId: v.host,
      targetLabel: v.host,
      details: { status: v.status, message: v.message },
    });
    return rows;
  });
  bumpDataVersion();
  if (!row) throw new Error('domain not stored');
  return { ...v, updatedBy: row.updatedBy, updatedAt: row.updatedAt.toISOString() };
}

/** Puts a checked entry on the list, or changes it, inside `tx`. */
export function upsertDomain(
  tx: Tx,
  v: { host: string; status: ListedStatus; message: string },
  by: number | null,
  now: Date,
) {
  return tx
    .insert(domainSafety)
    .values({ ...v, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({
      target: domainSafety.host,
      set: { status: v.status, message: v.message, updatedBy: by, updatedAt: now },
    })
    .returning();
}

/** Takes a domain off the list; false when it was not on it. */
export async function unlistDomain(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  hostInput: string,
  by: number | null = null,
): Promise<boolean> {
  const host = normalizeHost(hostInput);
  if (!host) {
    throw fieldError(
      'host',
      tr(ctx, 'errors.domains.notADomain', { host: hostInput.slice(0, 100) }),
    );
  }
  const rows = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(domainSafety)
      .where(eq(domainSafety.host, host))
      .returning({ host: domainSafety.host });
    if (gone.length) {
      await recordAudit(tx, {
        actorId: by,
        action: 'domain.unlist',
        targetType: 'domain',
        targetId: host,
        targetLabel: host,
      });
    }
    return gone;
  });
  bumpDataVersion();
  return rows.length > 0;
}
