import { z } from 'zod';
import { NOTIFICATIONS_PAGE_MAX } from '#domain/messages/notifications';
import {
  listNotifications,
  markNotificationsRead,
  unreadNotifications,
} from '../../services/notifications/list.ts';
import { bookmarkOf, defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/** NotificationsResource get: the viewer's notifications newest first, a page at a time. */
export const notificationsGet = defineResource({
  name: 'NotificationsResource',
  action: 'get',
  options: z.object({
    bookmark: plainText().max(200).optional(),
    bookmarks: z.array(plainText().max(200)).max(1).optional(),
    page_size: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).optional(),
  }),
  async run(ctx, o) {
    const page = await listNotifications(ctx, { bookmark: bookmarkOf(o), pageSize: o.page_size });
    return { data: page.items, bookmark: page.bookmark };
  },
});

/**
 * NotificationsResource update: every notification of the viewer's read, or (`up_to`) those up
 * to the newest one an opened panel showed.
 */
export const notificationsUpdate = defineResource({
  name: 'NotificationsResource',
  action: 'update',
  options: z.object({
    action: z.literal('read_all'),
    up_to: z.iso.datetime({ offset: true, error: 'errors.api.upToTime' }).optional(),
  }),
  async run(ctx, o) {
    const which = o.up_to ? { upTo: new Date(o.up_to) } : 'all';
    return { data: await markNotificationsRead(ctx, which) };
  },
});

/** NotificationResource update: one of the viewer's notifications read. */
export const notificationUpdate = defineResource({
  name: 'NotificationResource',
  action: 'update',
  options: z.object({ notification_id: idString, action: z.literal('read') }),
  async run(ctx, o) {
    return { data: await markNotificationsRead(ctx, { id: o.notification_id }) };
  },
});

/** NotificationsUnreadCountResource get: the header bell's badge. */
export const notificationsUnreadCountGet = defineResource({
  name: 'NotificationsUnreadCountResource',
  action: 'get',
  options: z.object({}),
  async run(ctx) {
    return { data: await unreadNotifications(ctx) };
  },
});
