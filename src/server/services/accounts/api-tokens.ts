import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  API_SCOPES,
  type ApiTokenModel,
  TOKEN_PREFIX,
  type TokenExpiryDays,
  tokenExpiresAt,
  tokenIsLive,
  tokenNameProblem,
  tokenScopesProblem,
} from '#domain/accounts/api-tokens';
import { OAUTH_ACCESS_PREFIX } from '#domain/accounts/oauth';
import type { Ctx } from '../../context.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { tr, trSaid } from '../platform/i18n.ts';
import { checkOAuthToken } from './oauth-model.ts';
import { hashToken, newToken, requireUser } from './sessions.ts';

/** The token of a /v5 request, once checked. */
export interface ApiGrant {
  /** What the rate limit counts by: one token, or one app acting for one person. */
  rateKey: string;
  /** Tells the call's pseudo-session apart: `pat-…` or `oauth-…`. */
  tokenId: string;
  userId: number;
  scopes: string[];
  /** when it stops working (null: never), so a kept grant is never used past it (decision 063) */
  expiresAt: Date | null;
}

// Writing last_used_at on every call would make every read a write.
const TOUCH_EVERY_MS = 60_000;

/** decision 055: a token manages no tokens; only a signed-in person does. */
function requirePerson(ctx: Ctx): number {
  const id = requireUser(ctx, tr(ctx, 'errors.accounts.logInToManageTokens'));
  if (ctx.session?.id.startsWith(API_SESSION_PREFIX)) {
    throw new AppError('forbidden', tr(ctx, 'errors.accounts.tokenCannotManageTokens'));
  }
  return id;
}

export const API_SESSION_PREFIX = 'api-token:';

/** What a token list reads: never the hash, which is only for finding the token of a call. */
const LISTED = {
  id: apiTokens.id,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  lastFour: apiTokens.lastFour,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};
type ListedRow = { [K in keyof typeof LISTED]: (typeof apiTokens.$inferSelect)[K] };

function present(row: ListedRow): ApiTokenModel {
  return {
    id: String(row.id),
    name: row.name,
    scopes: API_SCOPES.filter((s) => row.scopes.includes(s)),
    lastFour: row.lastFour,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * decision 055: a new token, shown this once: `tsr_pat_` and 256 random bits; only its
 * sha-256 is kept.
 */
export async function createApiToken(
  ctx: Ctx,
  input: { name: string; scopes: string[]; expiryDays: TokenExpiryDays },
): Promise<{ token: string; item: ApiTokenModel }> {
  const userId = requirePerson(ctx);
  const problem = tokenNameProblem(input.name) ?? tokenScopesProblem(input.scopes);
  if (problem) throw badRequest(trSaid(ctx, problem));
  const token = `${TOKEN_PREFIX}${newToken()}`;
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(apiTokens)
    .values({
      userId,
      name: input.name.trim(),
      tokenHash: hashToken(token),
      lastFour: token.slice(-4),
      scopes: [...new Set(input.scopes)],
      createdAt: now,
      expiresAt: tokenExpiresAt(now, input.expiryDays),
    })
    .returning(LISTED);
  if (!row) throw new AppError('conflict', tr(ctx, 'errors.accounts.tokenNotMade'));
  return { token, item: present(row) };
}

/** The person's live tokens, newest first, with when each was last used. */
export async function listApiTokens(ctx: Ctx): Promise<ApiTokenModel[]> {
  const userId = requirePerson(ctx);
  const rows = await ctx.db
    .select(LISTED)
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  const now = ctx.now();
  return rows.filter((r) => tokenIsLive(r, now)).map(present);
}

/** Revokes one of the person's tokens; every process refuses it from the next call on. */
export async function revokeApiToken(ctx: Ctx, id: number): Promise<{ id: string }> {
  const userId = requirePerson(ctx);
  const done = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (done.length === 0) throw notFound(tr(ctx, 'errors.accounts.noSuchToken'));
  return { id: String(id) };
}

/**
 * decision 055: the token of a /v5 call (a personal one, or an app's, decision 058), read from the database on every call (never a cache),
 * so a revoked or expired token fails at once on every process. Null when it does not work.
 */
export async function checkApiToken(ctx: Ctx, token: string): Promise<ApiGrant | null> {
  if (token.startsWith(OAUTH_ACCESS_PREFIX)) {
    const oauth = await checkOAuthToken(ctx, token);
    return oauth
      ? {
          rateKey: `oauth:${oauth.appId}:${oauth.userId}`,
          tokenId: `oauth-${oauth.id}`,
          userId: oauth.userId,
          scopes: oauth.scopes,
          expiresAt: oauth.accessExpiresAt,
        }
      : null;
  }
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await ctx.db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        // decision 057: a suspended person's tokens stop with their sessions
        sql`exists (select 1 from users tu where tu.id = ${apiTokens.userId} and tu.deleted_at is null)`,
      ),
    )
    .limit(1);
  const now = ctx.now();
  if (!row || !tokenIsLive(row, now)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await ctx.db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.id),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(apiTokens.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS)),
          ),
        ),
      );
  }
  return {
    rateKey: `apiToken:${row.id}`,
    tokenId: `pat-${row.id}`,
    userId: row.userId,
    scopes: row.scopes,
    expiresAt: row.expiresAt,
  };
}
