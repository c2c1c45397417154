import type { Ctx, LiveEvent } from '../../context.ts';

/**
 * Announces committed changes to the people concerned (decision 017). Call it only after the
 * write's transaction returned: a page told of a change must find it when it asks. The app's
 * publisher logs its own failures, so a lost announcement never fails the write.
 */
export async function publishLive(ctx: Ctx, ...events: LiveEvent[]): Promise<void> {
  const heard = events.filter((e) => e.users.length);
  if (ctx.live && heard.length) await ctx.live.publish(...heard);
}
