import type { AdminTodayMessageId } from './today-en.ts';

/** Japanese: /admin/today and an article's editor (decision 064), part of admin/ja.ts. */
export const jaAdminToday: Record<AdminTodayMessageId, string> = {
  'admin.today.new': '新しい記事',
  'admin.today.lead':
    '「今日」に載せる、ピンの編集部セレクションです。読者に表示されるのは公開された記事だけで、削除されたピンやシークレットボード上のピンは決して表示されません。',
  'admin.today.editOf': '{title} を編集',
};
