import { z } from 'zod';
import { runImport } from '../services/imports/run.ts';
import type { JobHandler } from './queue.ts';

const Data = z.object({ importId: z.number().int().positive() });

/**
 * Issue 35 (decision 053): an import, worked through item by item. A process that dies mid-way
 * leaves the job active until it expires; the retry resumes at the first item not done, since
 * each item is settled in its own transaction. An hour is enough for 20,000 items at the
 * issue's 50 a second with room to spare; a longer one is resumed by its retry.
 */
export const importJob: JobHandler = {
  name: 'import',
  retryLimit: 5,
  retryDelay: 30,
  expireInSeconds: 60 * 60,
  async run(ctx, data) {
    await runImport(ctx, Data.parse(data).importId);
  },
};
