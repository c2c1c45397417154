import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Decision 058: an OAuth app a person registered. `client_id` is public; only the sha-256 of the
 * client secret is kept, and a public app (PKCE, no secret) has none.
 */
export const oauthApps = pgTable(
  'oauth_apps',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientId: text('client_id').notNull().unique(),
    clientSecretHash: text('client_secret_hash'),
    /** Whether it has a secret, so a list never reads the hash's column. */
    confidential: boolean('confidential').notNull().default(false),
    redirectUris: text('redirect_uris').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_apps_user_idx').on(t.userId)],
);

/** An authorization code, hashed; deleted when exchanged, so a second exchange finds nothing. */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull().unique(),
    appId: bigint('app_id', { mode: 'number' })
      .notNull()
      .references(() => oauthApps.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    scopes: text('scopes').array().notNull(),
    codeChallenge: text('code_challenge'),
    codeChallengeMethod: text('code_challenge_method'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_codes_app_user_idx').on(t.appId, t.userId)],
);

/**
 * An access token and its refresh token, both hashed. Looked up on every /v5 call like a
 * personal access token; revoking access deletes the rows, deleting the app cascades.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    appId: bigint('app_id', { mode: 'number' })
      .notNull()
      .references(() => oauthApps.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull().unique(),
    refreshHash: text('refresh_hash').unique(),
    scopes: text('scopes').array().notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('oauth_tokens_app_user_idx').on(t.appId, t.userId)],
);
