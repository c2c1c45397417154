/**
 * Reporting a profile and what an employee does about it (decision 046). The reasons fit a
 * profile: its picture, name, about text and website, and the person behind them. Spam keeps the
 * pin reasons' wording (REPORT_REASONS) so the two lists read alike.
 */

import { REPORT_REASONS } from './feedback.ts';

const SPAM = REPORT_REASONS[0];

export const PROFILE_REPORT_REASONS = [
  { id: SPAM.id, label: SPAM.label, hint: 'Fake followers, misleading links, repetitive posts' },
  {
    id: 'inappropriate',
    label: 'Inappropriate picture or name',
    hint: 'Nudity, hate symbols or offensive words on the profile',
  },
  {
    id: 'impersonation',
    label: 'Pretending to be someone',
    hint: 'Uses the name or picture of another person or brand',
  },
  { id: 'harassment', label: 'Harassment or hate', hint: 'Insults, threats, bullying, prejudice' },
  { id: 'other', label: 'Something else', hint: 'Tell us what is wrong in the details' },
] as const;
export type ProfileReportReason = (typeof PROFILE_REPORT_REASONS)[number]['id'];

/** What a reporter may add in their own words; longer is refused, not cut. */
export const PROFILE_REPORT_DETAILS_MAX = 500;

export function isProfileReportReason(value: unknown): value is ProfileReportReason {
  return typeof value === 'string' && PROFILE_REPORT_REASONS.some((r) => r.id === value);
}

export function profileReportReasonLabel(id: string): string {
  return PROFILE_REPORT_REASONS.find((r) => r.id === id)?.label ?? id;
}

/**
 * What is wrong with a report before it is sent, or null when it may go: a reason from the list,
 * details within the limit, and details for 'Something else' (which says nothing by itself).
 */
export function profileReportProblem(reason: string, details: string): string | null {
  if (!isProfileReportReason(reason)) return 'Choose a reason to report this profile.';
  const length = [...details.trim()].length;
  if (length > PROFILE_REPORT_DETAILS_MAX) {
    return `Details must be at most ${PROFILE_REPORT_DETAILS_MAX} characters.`;
  }
  if (reason === 'other' && length === 0) return 'Tell us what is wrong with this profile.';
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
