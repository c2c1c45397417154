import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import {
  auditActionLabel,
  auditActionOfReport,
  deletionConfirmed,
  isPinReportAction,
  linkDomain,
  MODERATION_REASON_MAX,
  moderationReasonProblem,
  moderationRefusal,
  parseAuditFilter,
  reporterOutcome,
  suspendedSignInMessage,
} from './moderation.ts';

/** What the server says in English (decision 064: through the catalog). */
const english = (s: Said | null) => (s ? i18n._(s.id, { name: s.name, ...s.values }) : null);

describe('a moderator’s reason', () => {
  it.each([
    ['report.remove_pin', '', 'Give a reason: the person is told it.'],
    ['report.remove_pin', '   ', 'Give a reason: the person is told it.'],
    ['report.remove_pin', 'Spam', null],
    ['user.suspend', '', 'Give a reason: the person is told it.'],
    ['user.delete', '', 'Give a reason: the person is told it.'],
    ['report.dismiss', '', null],
    ['user.unsuspend', '', null],
    ['report.warn', 'x'.repeat(MODERATION_REASON_MAX), null],
    ['report.warn', 'x'.repeat(MODERATION_REASON_MAX + 1), 'Keep the reason to 500 characters.'],
  ])('%s with %j: %s', (action, reason, problem) => {
    expect(english(moderationReasonProblem(action, reason))).toBe(problem);
  });
});

describe('who may be moderated', () => {
  const member = { id: 2, role: 'user', suspended: false };
  const suspended = { id: 3, role: 'user', suspended: true };
  const admin = { id: 1, role: 'employee', suspended: false };
  it.each([
    [1, 'suspend', member, null],
    [null, 'suspend', member, null],
    [2, 'suspend', member, 'You cannot suspend yourself.'],
    [1, 'suspend', { ...admin, id: 9 }, 'Change this administrator’s role before suspending them.'],
    [1, 'suspend', suspended, 'This account is already suspended.'],
    [1, 'unsuspend', suspended, null],
    [1, 'unsuspend', member, 'This account is not suspended.'],
    [1, 'delete', member, null],
    [1, 'delete', admin, 'You cannot delete yourself here.'],
    [1, 'role', admin, 'You cannot change your own role.'],
    [1, 'role', member, null],
  ] as const)('actor %s %s %j: %s', (actor, action, target, refusal) => {
    expect(english(moderationRefusal(actor, action, target))).toBe(refusal);
  });
});

describe('deletion confirmation', () => {
  it.each([
    ['Ada', 'Ada', true],
    ['Ada', '@ada ', true],
    ['Ada', 'Adam', false],
    ['Ada', '', false],
  ])('%s typed as %j: %s', (u, typed, ok) => {
    expect(deletionConfirmed(u, typed)).toBe(ok);
  });
});

describe('link domains', () => {
  it.each([
    ['https://www.Example.com/a?b', 'example.com'],
    ['http://shop.example.co.uk/', 'shop.example.co.uk'],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%j → %s', (link, host) => {
    expect(linkDomain(link)).toBe(host);
  });
});

describe('report actions and labels', () => {
  it.each([
    ['remove', 'report.remove_pin'],
    ['dismiss', 'report.dismiss'],
    ['warn', 'report.warn'],
    ['suspend', 'report.suspend'],
    ['block-domain', 'report.block_domain'],
  ] as const)('%s writes %s', (a, audit) => {
    expect(isPinReportAction(a)).toBe(true);
    expect(auditActionOfReport(a)).toBe(audit);
  });
  it('refuses unknown actions and labels unknown log actions by their name', () => {
    expect(isPinReportAction('ban')).toBe(false);
    expect(auditActionLabel('user.suspend')).toBe('Suspended an account');
    expect(auditActionLabel('settings.change')).toBe('settings.change');
  });
  it.each([
    ['', 'This account is suspended for breaking the community guidelines.'],
    ['Spam', 'This account is suspended: Spam'],
  ])('sign-in with reason %j says %s', (r, msg) => {
    expect(english(suspendedSignInMessage(r))).toBe(msg);
  });
  it('is said in the reader’s language, the moderators’ words kept (German)', () => {
    const de = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
    const say = (s: Said | null) => (s ? de._(s.id, { name: s.name, ...s.values }) : null);
    expect(say(suspendedSignInMessage('Spam'))).toBe('Dieses Konto ist gesperrt: Spam');
    expect(say(moderationRefusal(2, 'suspend', { id: 2, role: 'user', suspended: false }))).toBe(
      'Du kannst dich nicht selbst sperren.',
    );
    expect(say(moderationReasonProblem('user.delete', ''))).toBe(
      'Gib einen Grund an: Die Person erfährt ihn.',
    );
  });
});

describe('the log’s filters', () => {
  it.each([
    ['actor=@ada&action=user.suspend', { actor: 'ada', action: 'user.suspend' }],
    ['action=nonsense&target=pin', { target: 'pin' }],
    ['from=2026-01-02&to=2026-13-45', { from: '2026-01-02' }],
    ['', {}],
  ])('%s → %j', (q, f) => {
    expect(parseAuditFilter(new URLSearchParams(q))).toEqual(f);
  });
});

describe('what the reporter is told (decision 059)', () => {
  it.each([
    ['open', 'open'],
    ['dismissed', 'no-action'],
    ['removed', 'actioned'],
    ['warned', 'actioned'],
    ['suspended', 'actioned'],
    ['blocked', 'actioned'],
  ])('%s reads as %s', (status, outcome) => {
    expect(reporterOutcome(status)).toBe(outcome);
  });
});
