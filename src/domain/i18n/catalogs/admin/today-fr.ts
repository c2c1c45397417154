import type { AdminTodayMessageId } from './today-en.ts';

/** French: /admin/today and an article's editor (decision 064), part of admin/fr.ts. */
export const frAdminToday: Record<AdminTodayMessageId, string> = {
  'admin.today.new': 'Nouvel article',
  'admin.today.lead':
    'Des sélections éditoriales d’épingles dans « Aujourd’hui ». Les lecteurs ne voient que les articles publiés, et jamais une épingle supprimée ou sur un tableau secret.',
  'admin.today.editOf': 'Modifier {title}',
};
