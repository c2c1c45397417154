/**
 * Reporting a profile and what an employee does about it (decision 046). The reasons fit a
 * profile: its picture, name, about text and website, and the person behind them. Spam keeps the
 * pin reasons' wording (REPORT_REASONS) so the two lists read alike. Labels, hints and problems
 * are catalog ids (decision 064): the profile's page and the server say them in their language.
 */

import type { MessageId } from '../i18n/catalogs/en.ts';
import type { Said } from '../i18n/said.ts';
import { REPORT_REASONS } from './feedback.ts';

const SPAM = REPORT_REASONS[0];

export const PROFILE_REPORT_REASONS = [
  { id: SPAM.id, label: SPAM.label, hint: 'profile.reportWhy.spamHint' },
  {
    id: 'inappropriate',
    label: 'profile.reportWhy.inappropriate',
    hint: 'profile.reportWhy.inappropriateHint',
  },
  {
    id: 'impersonation',
    label: 'profile.reportWhy.impersonation',
    hint: 'profile.reportWhy.impersonationHint',
  },
  {
    id: 'harassment',
    label: 'profile.reportWhy.harassment',
    hint: 'profile.reportWhy.harassmentHint',
  },
  { id: 'other', label: 'profile.reportWhy.other', hint: 'profile.reportWhy.otherHint' },
] as const satisfies readonly { id: string; label: MessageId; hint: MessageId }[];
export type ProfileReportReason = (typeof PROFILE_REPORT_REASONS)[number]['id'];

/** What a reporter may add in their own words; longer is refused, not cut. */
export const PROFILE_REPORT_DETAILS_MAX = 500;

export function isProfileReportReason(value: unknown): value is ProfileReportReason {
  return typeof value === 'string' && PROFILE_REPORT_REASONS.some((r) => r.id === value);
}

/** A stored reason's label (a catalog id), or null for one this version no longer lists. */
export function profileReportReasonLabel(id: string): MessageId | null {
  return PROFILE_REPORT_REASONS.find((r) => r.id === id)?.label ?? null;
}

/**
 * What is wrong with a report before it is sent, or null when it may go: a reason from the list,
 * details within the limit, and details for 'Something else' (which says nothing by itself).
 */
export function profileReportProblem(reason: string, details: string): Said | null {
  if (!isProfileReportReason(reason)) return { id: 'profile.reportWhy.choose' };
  const length = [...details.trim()].length;
  if (length > PROFILE_REPORT_DETAILS_MAX) {
    return { id: 'profile.reportWhy.detailsTooLong', values: { max: PROFILE_REPORT_DETAILS_MAX } };
  }
  if (reason === 'other' && length === 0) return { id: 'profile.reportWhy.tellUs' };
  return null;
}

/** Who may report whom: a signed-in person, someone else's profile. */
export function mayReportProfile(
  viewerId: string | null,
  profileId: string,
): 'ok' | 'visitor' | 'self' {
  if (viewerId === null) return 'visitor';
  return viewerId === profileId ? 'self' : 'ok';
}

/** What an employee does with a reported profile: it stays as it is, or it is cleared. */
export type ProfileReportResolution = 'dismissed' | 'cleared';
export type ProfileReportStatus = 'open' | ProfileReportResolution;

export function profileReportStatus(value: string): ProfileReportStatus {
  return value === 'dismissed' || value === 'cleared' ? value : 'open';
}

/**
 * Clearing a profile: no picture, no about text, no website, and the username as the name. The
 * username stays (links to the profile keep working); the person may fill the rest in again.
 */
export function clearedProfile(username: string) {
  return {
    avatarSignature: null,
    about: '',
    websiteUrl: null,
    firstName: username,
    lastName: '',
  } as const;
}

/** How a reported profile is named in lists: the name and the handle, once when they agree. */
export function reportedProfileLabel(p: { fullName: string; username: string }): string {
  return p.fullName === p.username ? `@${p.username}` : `${p.fullName} (@${p.username})`;
}
