import { pruneRawEvents } from '../services/analytics/retention.ts';
import type { JobHandler } from './queue.ts';

/**
 * Decision 022's pruning of raw analytics events past retention, hourly, by one process at a
 * time (decision 048). Deleting what is already gone is a no-op, so a rerun is harmless.
 */
export const analyticsRetentionJob: JobHandler = {
  name: 'analytics-retention',
  cron: '17 * * * *',
  retryLimit: 2,
  retryDelay: 300,
  expireInSeconds: 60 * 60,
  async run(ctx) {
    await pruneRawEvents(ctx);
  },
};
