import OAuth2Server from '@node-oauth/oauth2-server';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isApiScope } from '#domain/accounts/api-tokens';
import {
  OAUTH_ACCESS_LIFETIME,
  OAUTH_ACCESS_PREFIX,
  OAUTH_CODE_LIFETIME,
  OAUTH_CODE_PREFIX,
  OAUTH_REFRESH_LIFETIME,
  OAUTH_REFRESH_PREFIX,
  parseScopeParam,
} from '#domain/accounts/oauth';
import type { Ctx } from '../../context.ts';
import { oauthApps, oauthCodes, oauthTokens } from '../../db/schema/index.ts';
import { hashToken, newToken } from './sessions.ts';

/**
 * Decision 058: the storage @node-oauth/oauth2-server works with. Codes, tokens and secrets are
 * kept as sha-256 only; a code is deleted when it is exchanged (so a second exchange fails), a
 * refresh rotates both tokens. `client.id` is the public client_id.
 */
type Client = OAuth2Server.Client & { appId: number; confidential: boolean };

function matchesSecret(hash: string | null, secret: string): boolean {
  return hash !== null && hashToken(secret) === hash;
}

function clientOf(row: typeof oauthApps.$inferSelect): Client {
  return {
    id: row.clientId,
    appId: row.id,
    name: row.name,
    confidential: row.confidential,
    redirectUris: row.redirectUris,
    grants: ['authorization_code', 'refresh_token'],
    accessTokenLifetime: OAUTH_ACCESS_LIFETIME,
    refreshTokenLifetime: OAUTH_REFRESH_LIFETIME,
  };
}

/** The app of a client_id, or null. */
export async function findClient(ctx: Ctx, clientId: string): Promise<Client | null> {
  if (clientId.length > 100) return null;
  const [row] = await ctx.db
    .select()
    .from(oauthApps)
    .where(eq(oauthApps.clientId, clientId))
    .limit(1);
  return row ? clientOf(row) : null;
}

const user = (id: number) => ({ id });

export function oauthModel(ctx: Ctx) {
  return {
    generateAuthorizationCode: async () => `${OAUTH_CODE_PREFIX}${newToken()}`,
    generateAccessToken: async () => `${OAUTH_ACCESS_PREFIX}${newToken()}`,
    generateRefreshToken: async () => `${OAUTH_REFRESH_PREFIX}${newToken()}`,

    /**
     * `secret` is null when the authorize step looks the app up (no secret there), undefined at
     * the token endpoint when none was sent: only a public app may go on without one, and then
     * PKCE is what proves the caller.
     */
    async getClient(clientId: string, secret: string | null | undefined) {
      const client = await findClient(ctx, clientId);
      if (!client) return false;
      if (secret === null) return client;
      const [row] = await ctx.db
        .select({ hash: oauthApps.clientSecretHash })
        .from(oauthApps)
        .where(eq(oauthApps.id, client.appId));
      if (secret === undefined || secret === '') return row?.hash ? false : client;
      return matchesSecret(row?.hash ?? null, secret) ? client : false;
    },

    async validateScope(_u: unknown, _c: unknown, scope?: string[]) {
      const scopes = parseScopeParam((scope ?? []).join(' '));
      if (scopes.length === 0 || !scopes.every(isApiScope)) return false;
      return scopes;
    },

    async saveAuthorizationCode(
      code: Pick<
        OAuth2Server.AuthorizationCode,
        | 'authorizationCode'
        | 'expiresAt'
        | 'redirectUri'
        | 'scope'
        | 'codeChallenge'
        | 'codeChallengeMethod'
      >,
      client: Client,
      who: OAuth2Server.User,
    ) {
      if (!client.confidential && !code.codeChallenge) {
        throw new OAuth2Server.InvalidRequestError(
          'Missing parameter: `code_challenge` (a public app must use PKCE with S256)',
        );
      }
      const expiresAt = new Date(Date.now() + OAUTH_CODE_LIFETIME * 1000);
      await ctx.db.insert(oauthCodes).values({
        codeHash: hashToken(code.authorizationCode),
        appId: client.appId,
        userId: who.id as number,
        redirectUri: code.redirectUri,
        scopes: code.scope ?? [],
        codeChallenge: code.codeChallenge ?? null,
        codeChallengeMethod: code.codeChallengeMethod ?? null,
        expiresAt,
      });
      return { ...code, expiresAt, client, user: who };
    },

    async getAuthorizationCode(code: string) {
      if (!code.startsWith(OAUTH_CODE_PREFIX) || code.length > 200) return false;
      const [row] = await ctx.db
        .select({ code: oauthCodes, clientId: oauthApps.clientId })
        .from(oauthCodes)
        .innerJoin(oauthApps, eq(oauthApps.id, oauthCodes.appId))
        .where(eq(oauthCodes.codeHash, hashToken(code)))
        .limit(1);
      if (!row) return false;
      return {
        authorizationCode: code,
        expiresAt: row.code.expiresAt,
        redirectUri: row.code.redirectUri,
        scope: row.code.scopes,
        client: { id: row.clientId, grants: [] },
        user: user(row.code.userId),
        ...(row.code.codeChallenge ? { codeChallenge: row.code.codeChallenge } : {}),
        ...(row.code.codeChallengeMethod
          ? { codeChallengeMethod: row.code.codeChallengeMethod }
          : {}),
      };
    },

    /** Deletes the code; only the one exchange that deleted it goes on. */
    async revokeAuthorizationCode(code: OAuth2Server.AuthorizationCode) {
      const gone = await ctx.db
        .delete(oauthCodes)
        .where(eq(oauthCodes.codeHash, hashToken(code.authorizationCode)))
        .returning({ id: oauthCodes.id });
      return gone.length > 0;
    },

    async saveToken(token: OAuth2Server.Token, client: Client, who: OAuth2Server.User) {
      await ctx.db.insert(oauthTokens).values({
        appId: client.appId,
        userId: who.id as number,
        accessHash: hashToken(token.accessToken),
        refreshHash: token.refreshToken ? hashToken(token.refreshToken) : null,
        scopes: token.scope ?? [],
        accessExpiresAt:
          token.accessTokenExpiresAt ?? new Date(Date.now() + OAUTH_ACCESS_LIFETIME * 1000),
        refreshExpiresAt: token.refreshTokenExpiresAt ?? null,
      });
      return { ...token, client, user: who };
    },

    async getRefreshToken(refreshToken: string) {
      if (!refreshToken.startsWith(OAUTH_REFRESH_PREFIX) || refreshToken.length > 200) {
        return false;
      }
      const [row] = await ctx.db
        .select({ token: oauthTokens, clientId: oauthApps.clientId })
        .from(oauthTokens)
        .innerJoin(oauthApps, eq(oauthApps.id, oauthTokens.appId))
        .where(
          and(eq(oauthTokens.refreshHash, hashToken(refreshToken)), isNull(oauthTokens.revokedAt)),
        )
        .limit(1);
      if (!row) return false;
      return {
        refreshToken,
        ...(row.token.refreshExpiresAt
          ? { refreshTokenExpiresAt: row.token.refreshExpiresAt }
          : {}),
        scope: row.token.scopes,
        client: { id: row.clientId, grants: [] },
        user: user(row.token.userId),
      };
    },

    /** A refresh ends the old pair: its access token stops working too. */
    async revokeToken(token: OAuth2Server.RefreshToken) {
      const done = await ctx.db
        .update(oauthTokens)
        .set({ revokedAt: ctx.now() })
        .where(
          and(
            eq(oauthTokens.refreshHash, hashToken(token.refreshToken)),
            isNull(oauthTokens.revokedAt),
          ),
        )
        .returning({ id: oauthTokens.id });
      return done.length > 0;
    },
  };
}

export function oauthServer(ctx: Ctx): OAuth2Server {
  return new OAuth2Server({
    model: oauthModel(ctx) as unknown as OAuth2Server.AuthorizationCodeModel,
    accessTokenLifetime: OAUTH_ACCESS_LIFETIME,
    refreshTokenLifetime: OAUTH_REFRESH_LIFETIME,
    authorizationCodeLifetime: OAUTH_CODE_LIFETIME,
    allowEmptyState: true,
    requireClientAuthentication: { authorization_code: false, refresh_token: false },
  });
}

/** The live OAuth token of a /v5 call's bearer, or null. Read from the database every call. */
export async function checkOAuthToken(ctx: Ctx, token: string) {
  if (!token.startsWith(OAUTH_ACCESS_PREFIX) || token.length > 200) return null;
  const [row] = await ctx.db
    .select({
      id: oauthTokens.id,
      appId: oauthTokens.appId,
      userId: oauthTokens.userId,
      scopes: oauthTokens.scopes,
      accessExpiresAt: oauthTokens.accessExpiresAt,
    })
    .from(oauthTokens)
    .where(
      and(
        eq(oauthTokens.accessHash, hashToken(token)),
        isNull(oauthTokens.revokedAt),
        gt(oauthTokens.accessExpiresAt, ctx.now()),
        // decision 057: a suspended person's tokens stop with their sessions, an app's too
        sql`exists (select 1 from users tu where tu.id = ${oauthTokens.userId} and tu.deleted_at is null)`,
      ),
    )
    .limit(1);
  return row ?? null;
}
