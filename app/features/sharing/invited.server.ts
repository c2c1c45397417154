import { type AppLoadContext, data, redirect } from 'react-router';
import { invitedPath } from '#server/services/sharing/invites';

/**
 * `/invited?invite_code=…` (spec 02 §2 M-071): on to the shared page with the code, where the
 * invite landing says who shared it; an unknown code is a readable 404.
 */
export async function loadInvited(context: AppLoadContext, request: Request) {
  const code = new URL(request.url).searchParams.get('invite_code');
  const to = await invitedPath(context.ctx, code);
  if (to) throw redirect(to, { headers: { 'Cache-Control': 'private, no-store' } });
  return data({ found: false as const }, { status: 404 });
}
