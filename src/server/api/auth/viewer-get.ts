import { z } from 'zod';
import { defineResource } from '../resource.ts';

/** spec 01 §3 Viewer (P-093) of the request. */
export const viewerGet = defineResource({
  name: 'ViewerResource',
  action: 'get',
  options: z.object({}).loose(),
  async run(ctx) {
    return { data: ctx.viewer };
  },
});
