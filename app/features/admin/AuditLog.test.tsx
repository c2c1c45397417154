// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#domain/i18n/catalogs/index';
import { renderSignedIn } from '../../../tests/fixtures/app';
import { I18nProvider } from '../../ui/i18n';
import { type AuditRow, AuditTable } from './AuditLog';

afterEach(cleanup);

const at = '2026-11-30T10:00:00.000Z';
const entry = (over: Partial<AuditRow>): AuditRow => ({
  id: String(Math.random()),
  at,
  actor: 'ada',
  actorId: '1',
  action: 'instance.settings',
  actionLabel: '',
  targetType: 'instance',
  targetId: 'settings',
  targetLabel: '',
  reason: '',
  ...over,
});

// Decision 064: the log's stored codes (the command line, the kind of target, the settings'
// keys, a comment's pin) are said through the catalog; the names people gave are kept.
const ENTRIES: AuditRow[] = [
  entry({ actor: 'command line', actorId: null, targetLabel: 'name, signupMode' }),
  entry({
    action: 'report.remove_comment',
    targetType: 'comment',
    targetId: '9',
    details: { pinId: 42 },
  }),
  entry({ action: 'invite.create', targetType: 'signup_invite', targetId: '5' }),
  entry({ action: 'report.remove_pin', targetType: 'pin', targetId: '77' }),
  entry({
    action: 'domain.list',
    targetType: 'domain',
    targetId: 'x.example',
    targetLabel: 'x.example',
  }),
];

function rowTexts(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '');
}

describe('the audit log’s stored codes, said (decision 064)', () => {
  it('in English', () => {
    renderSignedIn(<AuditTable entries={ENTRIES} />);
    const [settings, comment, invite, pin, domain] = rowTexts();
    expect(settings).toContain('command line');
    expect(settings).toContain('Name, Sign-up mode (instance)');
    expect(comment).toContain('Comment on Pin 42 (comment)');
    expect(invite).toContain('Invite link 5 (sign-up invite link)');
    expect(pin).toContain('Pin 77');
    expect(domain).toContain('x.example (domain)');
  });

  it('in German', () => {
    const de = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
    renderSignedIn(
      <I18nProvider i18n={de}>
        <AuditTable entries={ENTRIES} />
      </I18nProvider>,
    );
    const [settings, comment, invite, pin, domain] = rowTexts();
    expect(settings).toContain('Kommandozeile');
    expect(settings).toContain('(Instanz)');
    expect(settings).not.toContain('signupMode');
    expect(comment).toContain('Kommentar zu Pin 42 (Kommentar)');
    expect(invite).toContain('Einladungslink 5 (Einladungslink)');
    expect(pin).toContain('Pin Nr. 77');
    expect(domain).toContain('x.example (Domain)');
  });
});
