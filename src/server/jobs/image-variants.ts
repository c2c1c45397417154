import { z } from 'zod';
import { CARD_SIZES } from '#domain/media/image-size';
import { renderAllVariants } from '../images/pipeline.ts';
import type { JobHandler } from './queue.ts';

const Data = z.object({ signature: z.string().regex(/^[0-9a-f]{32}$/) });

/** The sizes a new pin is first seen in: its cards and its closeup (the original is stored). */
const FIRST_SEEN = CARD_SIZES.filter((s) => s !== 'orig');

/**
 * Decision 048: a picture just stored has the sizes of its cards and closeup rendered here,
 * in both formats, so the first people to see the pin are served from the blob store instead of
 * waiting for a render in their request. A size asked for before the job reaches it is still
 * rendered on demand; rendering one twice writes the same bytes, so a rerun is harmless.
 */
export const imageVariantsJob: JobHandler = {
  name: 'image-variants',
  retryLimit: 3,
  retryDelay: 30,
  expireInSeconds: 300,
  async run(ctx, data) {
    await renderAllVariants(ctx.blobs, Data.parse(data).signature, FIRST_SEEN);
  },
};
