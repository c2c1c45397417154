import { LISTED_STATUSES, type ListedStatus } from '#domain/sharing/offsite';
import type { BadgeTone } from '../../ui/Badge';

/** What each status does, in the words an employee chooses by. */
const STATUS_CHOICE: Record<ListedStatus, string> = {
  blocked: 'Blocked: spam, scams or malware',
  suspicious: 'Suspicious: may be spam or phishing',
  porn: 'Porn: adult content',
};

export const STATUS_LABEL: Record<ListedStatus, string> = {
  blocked: 'Blocked',
  suspicious: 'Suspicious',
  porn: 'Porn',
};

export const STATUS_TONE: Record<ListedStatus, BadgeTone> = {
  blocked: 'danger',
  suspicious: 'warning',
  porn: 'danger',
};

export const STATUS_OPTIONS = LISTED_STATUSES.map((value) => ({
  value,
  label: STATUS_CHOICE[value],
}));
