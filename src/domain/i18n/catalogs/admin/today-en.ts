/**
 * Decision 064: /admin/today and an article's editor (routes/admin-today*.tsx; the composer's
 * own parts, app/features/today, say the discover bundle's today.* texts), the English source;
 * part of admin/en.ts.
 */
export const enAdminToday = {
  'admin.today.new': 'New article',
  'admin.today.lead':
    'Editorial collections of pins on Today. Readers see published articles only, and never a pin that is deleted or on a secret board.',
  'admin.today.editOf': 'Edit {title}',
} as const;

export type AdminTodayMessageId = keyof typeof enAdminToday;
