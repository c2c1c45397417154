import type { AdminTodayMessageId } from './today-en.ts';

/** German: /admin/today and an article's editor (decision 064), part of admin/de.ts. */
export const deAdminToday: Record<AdminTodayMessageId, string> = {
  'admin.today.new': 'Neuer Artikel',
  'admin.today.lead':
    'Redaktionelle Sammlungen von Pins in „Heute“. Leser sehen nur veröffentlichte Artikel und nie einen Pin, der gelöscht ist oder auf einer geheimen Pinnwand liegt.',
  'admin.today.editOf': '{title} bearbeiten',
};
