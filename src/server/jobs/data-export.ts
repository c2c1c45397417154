import { z } from 'zod';
import { expireExports } from '../services/exports/requests.ts';
import { runExport, sweepWorkFiles } from '../services/exports/run.ts';
import type { JobHandler } from './queue.ts';

const ExportJob = z.object({ exportId: z.number().int().positive() });

/**
 * Decision 052: builds one "Download your data" ZIP. A run that dies midway (the process
 * stopped) expires and is retried, and starts the ZIP over; a ZIP that cannot be built marks its
 * row failed with the reason, and the person may ask again.
 */
export const dataExportJob: JobHandler = {
  name: 'data-export',
  retryLimit: 2,
  retryDelay: 60,
  // 10,000 pins read one picture at a time take minutes on a slow store, not hours
  expireInSeconds: 2 * 60 * 60,
  async run(ctx, data) {
    await runExport(ctx, ExportJob.parse(data).exportId);
  },
};

/**
 * Decision 052: export files past their 7 days are deleted, hourly, by one process; and this
 * process's work files a crash left behind.
 */
export const dataExportExpiryJob: JobHandler = {
  name: 'data-export-expiry',
  cron: '41 * * * *',
  retryLimit: 2,
  retryDelay: 300,
  expireInSeconds: 60 * 60,
  async run(ctx) {
    await expireExports(ctx);
    await sweepWorkFiles(ctx);
  },
};
