import { alikesWaiting, findAlikes } from '../services/feeds/alikes.ts';
import type { JobHandler } from './queue.ts';

/**
 * Decision 091: pictures just stored are compared with every stored picture here, once, so
 * related pins and visual search read their look-alikes by signature. Sent when a picture is
 * stored (an upload, an import), and every ten minutes for any other way in; a run compares a
 * batch and sends the next while pictures wait. A rerun finds the same pairs.
 */
export const imageAlikesJob: JobHandler = {
  name: 'image-alikes',
  cron: '*/10 * * * *',
  retryLimit: 3,
  retryDelay: 30,
  expireInSeconds: 15 * 60,
  async run(ctx) {
    await findAlikes(ctx);
    if (await alikesWaiting(ctx)) await ctx.jobs?.send('image-alikes', {});
  },
};
