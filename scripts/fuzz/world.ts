import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { API_SCOPES, TOKEN_PREFIX } from '../../src/domain/accounts/api-tokens.ts';
import { apiTokens, oauthApps, shareInvites } from '../../src/server/db/schema/index.ts';
import { csrfTokenFor } from '../../src/server/http/csrf.ts';
import { createSession, hashToken } from '../../src/server/services/accounts/sessions.ts';
import type { TestApp } from '../../tests/support/app.ts';
import {
  makeBoard,
  makeImage,
  makePin,
  makeSection,
  makeUser,
} from '../../tests/support/factory.ts';
import type { World } from './targets.ts';

/**
 * The fuzz world's OAuth app's one registered redirect URI: the authorization page sends the
 * browser back there (RFC 6749 §4.1.2), the only address off the site an answer may name.
 */
export const FUZZ_REDIRECT_URI = 'https://client.example/cb';

type Session = Pick<World, 'cookie' | 'csrf'>;

const PASSWORD = 'fuzzing is a kind of love 42';

async function api(base: string, name: string, action: string, options: unknown) {
  const res = await fetch(`${base}/resource/${name}/${action}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ options }),
  });
  const body = (await res.json()) as {
    resource_response: { data: { csrf_token?: string } | null; error: { message: string } | null };
  };
  if (!res.ok)
    throw new Error(`${name} ${action}: ${res.status} ${body.resource_response.error?.message}`);
  const cookie = /^((?:__Host-)?tessera_session=[^;]+)/.exec(res.headers.getSetCookie().join('\n'));
  if (!cookie?.[1]) throw new Error(`${name} ${action} set no session cookie`);
  return { cookie: cookie[1], csrf: body.resource_response.data?.csrf_token ?? '' };
}

/**
 * Tessera listening on 127.0.0.1, a fresh account of the fuzzer's own (signed up, never used for
 * failed logins, so the login lockout never hits it) and a board, section and pin to aim at.
 */
export async function prepareWorld(t: TestApp): Promise<{
  baseUrl: string;
  world: World;
  relogin: (current: Session) => Promise<Session>;
}> {
  await t.tessera.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.tessera.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const username = `fuzz${Date.now().toString(36)}`;
  const session = await api(baseUrl, 'UserRegisterResource', 'create', {
    email: `${username}@example.com`,
    password: PASSWORD,
    username,
    first_name: 'Fuzz',
  });
  const ctx = t.tessera.systemCtx();
  const [me] = await Promise.all([
    ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, username) }),
  ]);
  if (!me) throw new Error('the fuzz account was not created');
  const other = await makeUser(ctx);
  const board = await makeBoard(ctx, me.id);
  const section = await makeSection(ctx, board.id, 'Fuzz Section');
  const image = await makeImage(ctx);
  const pin = await makePin(ctx, me.id, board.id, { imageSignature: image.signature });
  await makePin(ctx, other.id, null);
  // invites as if stored before their paths were checked: the landing must still stay on the site
  const inviteCodes = ['Fz0000000001', 'Fz0000000002', 'Fz0000000003'];
  await ctx.db.insert(shareInvites).values(
    ['/.//a.bc/xxxxxxxxx//attacker.example/phish', '//attacker.example/', `/pin/${pin.id}/`].map(
      (path, i) => ({
        code: inviteCodes[i] ?? '',
        inviterId: me.id,
        objectType: 0,
        objectId: 'q',
        path,
      }),
    ),
  );
  const apiToken = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await ctx.db.insert(apiTokens).values({
    userId: me.id,
    name: 'fuzz',
    tokenHash: hashToken(apiToken),
    lastFour: apiToken.slice(-4),
    scopes: [...API_SCOPES],
  });
  const oauthClientId = randomBytes(12).toString('hex');
  await ctx.db.insert(oauthApps).values({
    userId: me.id,
    name: 'Fuzz app',
    clientId: oauthClientId,
    redirectUris: [FUZZ_REDIRECT_URI],
  });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  return {
    baseUrl,
    world: {
      origin: baseUrl,
      username,
      otherUsername: other.username,
      boardId: board.id,
      boardSlug: board.slug,
      sectionId: section.id,
      sectionSlug: section.slug,
      pinId: pin.id,
      imageSignature: image.signature,
      png,
      inviteCodes,
      apiToken,
      oauthClientId,
      ...session,
    },
    async relogin(current) {
      // a 401 may only be a refused login: sign in again only when the session is really gone
      const res = await fetch(`${baseUrl}/resource/ViewerResource/get/`, {
        headers: { cookie: current.cookie },
      });
      const body = (await res.json()) as { resource_response: { data: { isAuth?: boolean } } };
      if (body.resource_response.data?.isAuth) return current;
      // A fuzzed request may have changed the password, email or username, and the fuzzer's own
      // hostile logins use up the address's login limit: mint the session on the server instead.
      const grant = await createSession(ctx, ctx.db, me.id);
      const id = hashToken(grant.token);
      const csrf = csrfTokenFor({ ...ctx, session: { id, userId: me.id } }) ?? '';
      return { cookie: `tessera_session=${grant.token}`, csrf };
    },
  };
}
