import type { AdminTodayMessageId } from './today-en.ts';

/** Arabic: /admin/today and an article's editor (decision 064), part of admin/ar.ts. */
export const arAdminToday: Record<AdminTodayMessageId, string> = {
  'admin.today.new': 'مقالة جديدة',
  'admin.today.lead':
    'مجموعات تحريرية من الدبابيس في «اليوم». لا يرى القرّاء إلا المقالات المنشورة، ولا يرون أبدًا دبوسًا محذوفًا أو على لوحة سرية.',
  'admin.today.editOf': 'تعديل {title}',
};
