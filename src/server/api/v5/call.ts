import type { FastifyRequest } from 'fastify';
import { type ApiScope, hasScope, scopeSeesPrivacy } from '#domain/accounts/api-tokens';
import type { Ctx } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';

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
