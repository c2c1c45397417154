import type { MessageId } from './catalogs/en.ts';

/**
 * Decision 064: a text a rule decides and the page says in its own language: the catalog id, the
 * name it carries (already cut to the spec's length where it has one) and any other values of its
 * message (a count and how it is written). The rules choose the words; the page translates them
 * (`said(t, s)` in app/ui/i18n).
 */
export interface Said {
  id: MessageId;
  name?: string;
  values?: Record<string, string | number>;
}
