import type { MessageId } from '#domain/i18n/catalogs/en';
import { LISTED_STATUSES, type ListedStatus } from '#domain/sharing/offsite';
import type { BadgeTone } from '../../ui/Badge';
import type { Translate } from '../../ui/i18n';
import '../../lib/texts/admin';

/** What each status does, in the words an employee chooses by. */
const STATUS_CHOICE: Record<ListedStatus, MessageId> = {
  blocked: 'admin.domains.blockedChoice',
  suspicious: 'admin.domains.suspiciousChoice',
  porn: 'admin.domains.pornChoice',
};

export const STATUS_LABEL: Record<ListedStatus, MessageId> = {
  blocked: 'admin.domains.blocked',
  suspicious: 'admin.domains.suspicious',
  porn: 'admin.domains.porn',
};

export const STATUS_TONE: Record<ListedStatus, BadgeTone> = {
  blocked: 'danger',
  suspicious: 'warning',
  porn: 'danger',
};

export const statusOptions = (t: Translate) =>
  LISTED_STATUSES.map((value) => ({ value, label: t(STATUS_CHOICE[value]) }));
