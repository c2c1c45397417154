import type { Ctx } from '../../context.ts';

/**
 * Issue 14: whose experience statuses a request reads and writes. A signed-in person is
 * `u:{user id}`; a visitor is `v:{visitor id}` from the tessera_vid cookie; a bot is no one
 * (spec 02 §6: bots and social bots never get an experience).
 */
export function subjectOf(ctx: Ctx, opts: { issue: boolean }): string | null {
  if (ctx.viewer.isBot) return null;
  if (ctx.viewer.isAuth && ctx.session) return `u:${ctx.session.userId}`;
  if (ctx.viewer.isAuth && ctx.viewer.id) return `u:${ctx.viewer.id}`;
  const visitor = opts.issue ? ctx.visitor?.issue() : ctx.visitor?.current();
  return visitor ? `v:${visitor}` : null;
}
