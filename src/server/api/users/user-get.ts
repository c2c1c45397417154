import { z } from 'zod';
import { getUserByUsername } from '../../services/users.ts';
import { defineResource } from '../resource.ts';

export const userGet = defineResource({
  name: 'UserResource',
  action: 'get',
  options: z.object({
    username: z.string().min(1).max(30),
    field_set_key: z.string().max(40).optional(),
  }),
  async run(ctx, o) {
    return { data: await getUserByUsername(ctx, o.username) };
  },
});
