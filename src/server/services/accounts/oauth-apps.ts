import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, min } from 'drizzle-orm';
import { API_SCOPES } from '#domain/accounts/api-tokens';
import {
  OAUTH_SECRET_PREFIX,
  type OAuthAppModel,
  type OAuthGrantModel,
  oauthAppNameProblem,
  parseRedirectUris,
} from '#domain/accounts/oauth';
import type { Ctx } from '../../context.ts';
import { oauthApps, oauthCodes, oauthTokens } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { tr, trSaid } from '../platform/i18n.ts';
import { API_SESSION_PREFIX } from './api-tokens.ts';
import { hashToken, newToken, requireUser } from './sessions.ts';

/** decision 058: only a signed-in person manages apps; an access token cannot. */
function requirePerson(ctx: Ctx): number {
  const id = requireUser(ctx, tr(ctx, 'errors.accounts.logInToManageApps'));
  if (ctx.session?.id.startsWith(API_SESSION_PREFIX)) {
    throw new AppError('forbidden', tr(ctx, 'errors.accounts.tokenCannotManageApps'));
  }
  return id;
}

/** What an app list reads: whether there is a secret, never its hash. */
const LISTED = {
  id: oauthApps.id,
  name: oauthApps.name,
  clientId: oauthApps.clientId,
  confidential: oauthApps.confidential,
  redirectUris: oauthApps.redirectUris,
  createdAt: oauthApps.createdAt,
};

function present(row: {
  id: number;
  name: string;
  clientId: string;
  confidential: boolean;
  redirectUris: string[];
  createdAt: Date;
}): OAuthAppModel {
  return {
    id: String(row.id),
    name: row.name,
    clientId: row.clientId,
    confidential: Boolean(row.confidential),
    redirectUris: row.redirectUris,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Registers an app. A confidential app gets a client secret, shown this once and kept only as
 * its sha-256; a public one (a browser or mobile app) has none and must use PKCE.
 */
export async function createOAuthApp(
  ctx: Ctx,
  input: { name: string; redirectUris: string; confidential: boolean },
): Promise<{ app: OAuthAppModel; clientSecret: string | null }> {
  const userId = requirePerson(ctx);
  const nameProblem = oauthAppNameProblem(input.name);
  if (nameProblem) {
    throw new AppError('bad_request', trSaid(ctx, nameProblem), { field: 'name' });
  }
  const { uris, problem } = parseRedirectUris(input.redirectUris);
  if (problem) {
    throw new AppError('bad_request', trSaid(ctx, problem), { field: 'redirect_uris' });
  }
  const clientSecret = input.confidential ? `${OAUTH_SECRET_PREFIX}${newToken()}` : null;
  const [row] = await ctx.db
    .insert(oauthApps)
    .values({
      userId,
      name: input.name.trim(),
      clientId: randomBytes(12).toString('hex'),
      clientSecretHash: clientSecret ? hashToken(clientSecret) : null,
      confidential: clientSecret !== null,
      redirectUris: uris,
      createdAt: ctx.now(),
    })
    .returning(LISTED);
  if (!row) throw new AppError('conflict', tr(ctx, 'errors.accounts.appNotRegistered'));
  return { app: present(row), clientSecret };
}

/** The apps the person registered, newest first. */
export async function listOAuthApps(ctx: Ctx): Promise<OAuthAppModel[]> {
  const userId = requirePerson(ctx);
  const rows = await ctx.db
    .select(LISTED)
    .from(oauthApps)
    .where(eq(oauthApps.userId, userId))
    .orderBy(desc(oauthApps.createdAt), desc(oauthApps.id));
  return rows.map(present);
}

/** Deletes one of the person's apps: its codes and every token it holds go with it, at once. */
export async function deleteOAuthApp(ctx: Ctx, id: number): Promise<{ id: string }> {
  const userId = requirePerson(ctx);
  const done = await ctx.db
    .delete(oauthApps)
    .where(and(eq(oauthApps.id, id), eq(oauthApps.userId, userId)))
    .returning({ id: oauthApps.id });
  if (done.length === 0) throw notFound(tr(ctx, 'errors.accounts.noSuchApp'));
  return { id: String(id) };
}

/** The apps that hold live tokens for the person, with the scopes they were given. */
export async function listOAuthGrants(ctx: Ctx): Promise<OAuthGrantModel[]> {
  const userId = requirePerson(ctx);
  const rows = await ctx.db
    .select({
      appId: oauthApps.id,
      name: oauthApps.name,
      scopes: oauthTokens.scopes,
      since: min(oauthTokens.createdAt),
    })
    .from(oauthTokens)
    .innerJoin(oauthApps, eq(oauthApps.id, oauthTokens.appId))
    .where(and(eq(oauthTokens.userId, userId), isNull(oauthTokens.revokedAt)))
    .groupBy(oauthApps.id, oauthApps.name, oauthTokens.scopes)
    .orderBy(oauthApps.name);
  const byApp = new Map<number, OAuthGrantModel>();
  for (const r of rows) {
    const had = byApp.get(r.appId);
    const scopes = new Set([...(had?.scopes ?? []), ...r.scopes]);
    const since = r.since ? new Date(r.since).toISOString() : '';
    byApp.set(r.appId, {
      appId: String(r.appId),
      name: r.name,
      scopes: API_SCOPES.filter((s) => scopes.has(s)),
      since: had && had.since < since ? had.since : since,
    });
  }
  return [...byApp.values()];
}

/** Ends an app's access to the person: its tokens and codes for them are deleted at once. */
export async function revokeOAuthGrant(ctx: Ctx, appId: number): Promise<{ appId: string }> {
  const userId = requirePerson(ctx);
  const gone = await ctx.db
    .delete(oauthTokens)
    .where(and(eq(oauthTokens.appId, appId), eq(oauthTokens.userId, userId)))
    .returning({ id: oauthTokens.id });
  await ctx.db
    .delete(oauthCodes)
    .where(and(eq(oauthCodes.appId, appId), eq(oauthCodes.userId, userId)));
  if (gone.length === 0) throw notFound(tr(ctx, 'errors.accounts.appHasNoAccess'));
  return { appId: String(appId) };
}
