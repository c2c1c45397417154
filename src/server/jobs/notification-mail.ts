import { z } from 'zod';
import { mailNotifications } from '../services/notifications/mail.ts';
import type { JobHandler } from './queue.ts';

const Ids = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });

/**
 * Decision 048: the mails of notifications just recorded (decision 044), claimed and queued as
 * mail jobs in one transaction; a rerun finds them claimed and queues nothing twice.
 */
export const notificationMailJob: JobHandler = {
  name: 'notification-mail',
  retryLimit: 5,
  retryDelay: 10,
  expireInSeconds: 120,
  async run(ctx, data) {
    await mailNotifications(ctx, Ids.parse(data).ids);
  },
};
