import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import { REPORT_REASONS } from './feedback.ts';
import {
  clearedProfile,
  isProfileReportReason,
  mayReportProfile,
  PROFILE_REPORT_DETAILS_MAX,
  PROFILE_REPORT_REASONS,
  profileReportProblem,
  profileReportReasonLabel,
  profileReportStatus,
  reportedProfileLabel,
} from './profile-reports.ts';

/** What the page and the server say in English (decision 064: through the catalog). */
const english = (s: Said | null) => (s ? i18n._(s.id, { name: s.name, ...s.values }) : null);

describe('profile report reasons', () => {
  it.each([
    ['spam', true, 'Spam'],
    ['inappropriate', true, 'Inappropriate picture or name'],
    ['impersonation', true, 'Pretending to be someone'],
    ['harassment', true, 'Harassment or hate'],
    ['other', true, 'Something else'],
    // a pin's reasons that do not fit a profile are not a profile's (no label: shown as stored)
    ['intellectual_property', false, null],
    ['', false, null],
  ])('%s: a reason %s, labelled %s', (id, known, label) => {
    expect(isProfileReportReason(id)).toBe(known);
    const said = profileReportReasonLabel(id);
    expect(said && i18n._(said)).toBe(label);
  });

  it('every reason has a label and a hint in each language (German here)', () => {
    const de = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
    expect(PROFILE_REPORT_REASONS.map((r) => de._(r.label))).toEqual([
      'Spam',
      'Unangemessenes Bild oder unangemessener Name',
      'Gibt sich als jemand anderes aus',
      'Belästigung oder Hass',
      'Etwas anderes',
    ]);
    expect(i18n._(PROFILE_REPORT_REASONS[0].hint)).toBe(
      'Fake followers, misleading links, repetitive posts',
    );
    expect(de._(profileReportProblem('other', '')?.id ?? 'profile.reportWhy.tellUs')).toBe(
      'Sag uns, was mit diesem Profil nicht stimmt.',
    );
  });

  it('spam reads as it does for a pin', () => {
    expect(PROFILE_REPORT_REASONS[0].label).toBe(REPORT_REASONS[0].label);
  });

  it('is not a reason when it is not a string', () => {
    expect(isProfileReportReason(3)).toBe(false);
    expect(isProfileReportReason(null)).toBe(false);
  });
});

describe('profileReportProblem', () => {
  const max = PROFILE_REPORT_DETAILS_MAX;
  it.each<[string, string, string, string | null]>([
    ['a listed reason without details', 'spam', '', null],
    ['details up to the limit', 'impersonation', 'x'.repeat(max), null],
    ['details counted as characters a person sees', 'harassment', '😀'.repeat(max), null],
    [
      'details past the limit',
      'spam',
      'x'.repeat(max + 1),
      `Details must be at most ${max} characters.`,
    ],
    ['no reason', '', 'hello', 'Choose a reason to report this profile.'],
    ['an unknown reason', 'violence', '', 'Choose a reason to report this profile.'],
    ['Something else without details', 'other', '   ', 'Tell us what is wrong with this profile.'],
    ['Something else with details', 'other', 'Sells fake tickets', null],
  ])('%s', (_, reason, details, problem) => {
    expect(english(profileReportProblem(reason, details))).toBe(problem);
  });
});

describe('mayReportProfile', () => {
  it.each<[string | null, string, ReturnType<typeof mayReportProfile>]>([
    [null, '7', 'visitor'],
    ['7', '7', 'self'],
    ['8', '7', 'ok'],
  ])('viewer %s, profile %s: %s', (viewer, profile, answer) => {
    expect(mayReportProfile(viewer, profile)).toBe(answer);
  });
});

describe('profileReportStatus', () => {
  it.each([
    ['open', 'open'],
    ['dismissed', 'dismissed'],
    ['cleared', 'cleared'],
    ['removed', 'open'],
  ])('%s → %s', (value, status) => {
    expect(profileReportStatus(value)).toBe(status);
  });
});

describe('clearedProfile', () => {
  it('drops the picture, about text and website and names the person by their username', () => {
    expect(clearedProfile('ada')).toEqual({
      avatarSignature: null,
      about: '',
      websiteUrl: null,
      firstName: 'ada',
      lastName: '',
    });
  });
});

describe('reportedProfileLabel', () => {
  it.each([
    ['Famous Chef', 'chef', 'Famous Chef (@chef)'],
    // a cleared profile is named by its username: once is enough
    ['chef', 'chef', '@chef'],
  ])('%s, %s: %s', (fullName, username, label) => {
    expect(reportedProfileLabel({ fullName, username })).toBe(label);
  });
});
