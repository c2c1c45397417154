import { DIGEST_CRON } from '#domain/messages/notification-preferences';
import { sendDueDigests } from '../services/notifications/digest.ts';
import type { JobHandler } from './queue.ts';

/**
 * Decision 044's daily digests, looked for hourly by one process (decision 048: one job a tick
 * across processes). Each person is claimed in the transaction that queues their mail, so a
 * rerun mails no one twice.
 */
export const notificationDigestJob: JobHandler = {
  name: 'notification-digest',
  cron: DIGEST_CRON,
  retryLimit: 2,
  retryDelay: 300,
  expireInSeconds: 30 * 60,
  async run(ctx) {
    await sendDueDigests(ctx);
  },
};
