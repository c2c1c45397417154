import type { FastifyRequest } from 'fastify';
import { type ApiScope, hasScope, scopeSeesPrivacy } from '#domain/accounts/api-tokens';
import { type Locale, localeFromAcceptLanguage, SOURCE_LOCALE } from '#domain/i18n/locales';
import type { Ctx } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { boardAccess } from '../../services/boards/collaborators.ts';
import type { BoardRow } from '../../services/feeds/present.ts';
import { tr } from '../../services/platform/i18n.ts';

/** What a /v5 handler works with: the token owner's ctx and the token's scopes. */
export interface V5Call {
  ctx: Ctx;
  scopes: string[];
}

const calls = new WeakMap<FastifyRequest, V5Call>();

/**
 * Decision 064 for /v5: the language a call's messages are in. Third-party clients read
 * Pinterest's v5 shape, whose messages are English, and some match on them; so a call is answered
 * in English, whatever the instance's default language, the token owner's own choice or a
 * cookie say, unless it asks for a language itself with Accept-Language (a client that sends
 * one wants to show the message; `code` and the status are the same in every language).
 */
export function v5Locale(req: FastifyRequest): Locale {
  const asked = req.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(asked) ? asked[0] : asked) ?? SOURCE_LOCALE;
}

/** The call's refusals before there is a call (no token yet): in v5Locale's language. */
export function authenticationFailed(req: FastifyRequest): AppError {
  return new AppError('unauthorized', tr({ locale: v5Locale(req) }, 'errors.v5.authFailed'));
}

export function setV5Call(req: FastifyRequest, call: V5Call): void {
  calls.set(req, call);
}

export function v5Call(req: FastifyRequest): V5Call {
  const call = calls.get(req);
  if (!call) throw authenticationFailed(req);
  return call;
}

/** A 403 unless the token was given `scope`. */
export function need(req: FastifyRequest, scope: ApiScope): V5Call {
  const call = v5Call(req);
  if (!hasScope(call.scopes, scope)) {
    throw new AppError('forbidden', tr(call.ctx, 'errors.v5.needsScope', { scope }));
  }
  return call;
}

/**
 * Decision 055: a secret board, or a pin on one, is a 404 to a token without the matching
 * *_secret scope, as it is to anyone who may not see it.
 */
export function assertSees(
  call: V5Call,
  kind: 'boards' | 'pins',
  privacy: string | undefined,
  message: string,
): void {
  if (privacy && !scopeSeesPrivacy(call.scopes, kind, privacy)) throw notFound(message);
}

/**
 * The board's row when the token's owner may see it and the token may see its privacy (a
 * secret one needs boards:read_secret), else the same 404: the one visibility rule the board
 * pages use (accessOf), without the board's whole model, which a call about its pins or
 * sections, or a change to it, does not answer with.
 */
export async function seenBoard(call: V5Call, id: string): Promise<BoardRow> {
  const access = await boardAccess(call.ctx, Number(id));
  if (!access) throw notFound(tr(call.ctx, 'errors.boards.notFound'));
  assertSees(call, 'boards', access.board.privacy, tr(call.ctx, 'errors.boards.notFound'));
  return access.board;
}
