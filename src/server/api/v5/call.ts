import type { FastifyRequest } from 'fastify';
import { type ApiScope, hasScope, scopeSeesPrivacy } from '#domain/accounts/api-tokens';
import type { Ctx } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { BOARD_NOT_FOUND } from '../../services/boards/access.ts';
import { boardAccess } from '../../services/boards/collaborators.ts';
import type { BoardRow } from '../../services/feeds/present.ts';

/** What a /v5 handler works with: the token owner's ctx and the token's scopes. */
export interface V5Call {
  ctx: Ctx;
  scopes: string[];
}

const calls = new WeakMap<FastifyRequest, V5Call>();

export function setV5Call(req: FastifyRequest, call: V5Call): void {
  calls.set(req, call);
}

export function v5Call(req: FastifyRequest): V5Call {
  const call = calls.get(req);
  if (!call) throw new AppError('unauthorized', 'Authentication failed.');
  return call;
}

/** A 403 unless the token was given `scope`. */
export function need(req: FastifyRequest, scope: ApiScope): V5Call {
  const call = v5Call(req);
  if (!hasScope(call.scopes, scope)) {
    throw new AppError('forbidden', `This call needs the ${scope} scope.`);
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
  if (!access) throw notFound(BOARD_NOT_FOUND);
  assertSees(call, 'boards', access.board.privacy, BOARD_NOT_FOUND);
  return access.board;
}
