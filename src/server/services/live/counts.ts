import type { LiveCounts } from '#domain/messages/notifications';
import type { Db } from '../../db/client.ts';
import { unreadCountFor } from '../messages/inbox.ts';
import { unreadNotificationCountFor } from '../notifications/list.ts';

export type { LiveCounts };

/** What the header's badges show, pushed on connect and after every event (decision 017). */
export async function liveCounts(db: Db, userId: number): Promise<LiveCounts> {
  const [messages, notifications] = await Promise.all([
    unreadCountFor(db, userId),
    unreadNotificationCountFor(db, userId),
  ]);
  return { messages, notifications };
}
