import { z } from 'zod';
import { pushNotifications } from '../services/notifications/push.ts';
import type { JobHandler } from './queue.ts';

const Ids = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });

/**
 * Decision 065: notifications pushed to their people's devices, never on the request path;
 * queued in the transaction that records them. Retried like notification mail.
 */
export const pushNotificationJob: JobHandler = {
  name: 'push-notification',
  retryLimit: 5,
  retryDelay: 10,
  expireInSeconds: 120,
  async run(ctx, data) {
    await pushNotifications(ctx, Ids.parse(data).ids);
  },
};
