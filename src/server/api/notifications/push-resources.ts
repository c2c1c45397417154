import { z } from 'zod';
import {
  isMySubscription,
  pushPublicKey,
  subscribePush,
  unsubscribePush,
} from '../../services/notifications/push.ts';
import { defineResource } from '../resource.ts';

const base64url = (field: string, max: number) =>
  z
    .string()
    .min(16, `${field}: give the browser's key as base64url.`)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${field}: give the browser's key as base64url.`);

const endpoint = z.string().trim().min(1).max(1000);

/**
 * PushSubscriptionResource get (decision 065): the key a browser subscribes with, and whether
 * the device's endpoint (when given) is the viewer's.
 */
export const pushSubscriptionGet = defineResource({
  name: 'PushSubscriptionResource',
  action: 'get',
  options: z.object({ endpoint: endpoint.optional() }),
  async run(ctx, o) {
    const subscribed = o.endpoint ? await isMySubscription(ctx, o.endpoint) : false;
    return { data: { public_key: await pushPublicKey(ctx), subscribed } };
  },
});

/** PushSubscriptionResource create: this device gets the viewer's pushes (PushSubscription JSON). */
export const pushSubscriptionCreate = defineResource({
  name: 'PushSubscriptionResource',
  action: 'create',
  options: z.object({
    endpoint,
    keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
  }),
  async run(ctx, o) {
    await subscribePush(ctx, { endpoint: o.endpoint, ...o.keys });
    return { data: { subscribed: true } };
  },
});

/** PushSubscriptionResource delete: this device stops getting the viewer's pushes. */
export const pushSubscriptionDelete = defineResource({
  name: 'PushSubscriptionResource',
  action: 'delete',
  options: z.object({ endpoint }),
  async run(ctx, o) {
    await unsubscribePush(ctx, o.endpoint);
    return { data: { subscribed: false } };
  },
});
