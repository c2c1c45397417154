import type { Ctx } from '#server/context';
import type { SessionGrant } from '#server/services/accounts/sessions';
import { register, type SignupInput } from '#server/services/accounts/signup';

/** A journey's new account, made as the sign-up form makes it; a taken email fails the journey. */
export async function signup(ctx: Ctx, input: SignupInput): Promise<SessionGrant> {
  const outcome = await register(ctx, input);
  if (outcome.kind === 'created') return outcome.grant;
  throw new Error(`The email ${input.email} is already in use.`);
}
