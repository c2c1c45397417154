import type { MessageId } from '../i18n/catalogs/en.ts';
import { isShippedLocale, SHIPPED_LOCALES } from '../i18n/locales.ts';
import type { Said } from '../i18n/said.ts';
/**
 * Issue 37, decision 056: the instance's own settings and who may join. Pure rules; the server
 * stores the values (instance_settings) and applies them.
 */

export const SIGNUP_MODES = ['open', 'approval', 'invite', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export function isSignupMode(v: unknown): v is SignupMode {
  return typeof v === 'string' && (SIGNUP_MODES as readonly string[]).includes(v);
}

export interface InstanceSettings {
  name: string;
  description: string;
  /** an https url or a site path to the logo picture; empty for Tessera's own mark */
  logoUrl: string;
  contactEmail: string;
  rules: string[];
  /** Markdown (a safe subset is rendered) */
  terms: string;
  privacy: string;
  defaultLanguage: string;
  signupMode: SignupMode;
  /** members (not only administrators) may make sign-up invite links */
  membersMayInvite: boolean;
  /** a new account confirms its email by a link before it may post */
  requireEmailConfirmation: boolean;
}

export const DEFAULT_SETTINGS: InstanceSettings = {
  name: 'Tessera',
  description: '',
  logoUrl: '',
  contactEmail: '',
  rules: [],
  terms: '',
  privacy: '',
  defaultLanguage: 'en',
  signupMode: 'open',
  membersMayInvite: false,
  requireEmailConfirmation: false,
};

export type SettingKey = keyof InstanceSettings;
export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

export function isSettingKey(k: string): k is SettingKey {
  return (SETTING_KEYS as string[]).includes(k);
}

export const LIMITS = {
  name: 40,
  description: 300,
  rule: 500,
  rules: 30,
  page: 50_000,
  url: 2000,
} as const;

/**
 * A readable problem with one setting, named by its key: `said` is what the server says in the
 * reader's language (decision 064); the message is its id, for a log.
 */
export class SettingError extends Error {
  readonly said: Said;
  constructor(
    readonly key: SettingKey,
    id: MessageId,
    values: Record<string, string | number> = {},
  ) {
    super(id);
    this.said = { id, values: { key, ...values } };
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function str(key: SettingKey, v: unknown, max: number): string {
  if (typeof v !== 'string') throw new SettingError(key, 'errors.settings.notText');
  const t = v.replace(/\r\n/g, '\n').trim();
  if ([...t].length > max) throw new SettingError(key, 'errors.settings.tooLong', { max });
  return t;
}

function bool(key: SettingKey, v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'on' || v === '1' || v === 'yes') return true;
  if (v === 'false' || v === 'off' || v === '0' || v === 'no' || v === '') return false;
  throw new SettingError(key, 'errors.settings.notTrueOrFalse');
}

/**
 * Checks one setting's value as an administrator, the CLI or the stored row gives it; answers the
 * value to keep or throws a SettingError saying what is wrong.
 */
export function checkSetting<K extends SettingKey>(key: K, v: unknown): InstanceSettings[K] {
  const out = checkAny(key, v);
  return out as InstanceSettings[K];
}

function checkAny(key: SettingKey, v: unknown): unknown {
  switch (key) {
    case 'name': {
      const name = str(key, v, LIMITS.name);
      if (!name) throw new SettingError(key, 'errors.settings.nameEmpty');
      return name;
    }
    case 'description':
      return str(key, v, LIMITS.description);
    case 'logoUrl': {
      const url = str(key, v, LIMITS.url);
      if (url && !/^https:\/\/[^\s]+$/.test(url) && !/^\/[^/\s][^\s]*$/.test(url)) {
        throw new SettingError(key, 'errors.settings.logoUrl');
      }
      return url;
    }
    case 'contactEmail': {
      const email = str(key, v, 254);
      if (email && !EMAIL.test(email)) throw new SettingError(key, 'errors.settings.contactEmail');
      return email;
    }
    case 'rules': {
      const list = typeof v === 'string' ? v.split('\n') : v;
      if (!Array.isArray(list)) throw new SettingError(key, 'errors.settings.rulesNotList');
      const rules = list.map((r) => str(key, r, LIMITS.rule)).filter(Boolean);
      if (rules.length > LIMITS.rules)
        throw new SettingError(key, 'errors.settings.tooManyRules', { max: LIMITS.rules });
      return rules;
    }
    case 'terms':
    case 'privacy':
      return str(key, v, LIMITS.page);
    case 'defaultLanguage': {
      // decision 064: one of the languages Tessera ships, so the choice always does something
      const lang = str(key, v, 20);
      if (!isShippedLocale(lang))
        throw new SettingError(key, 'errors.settings.language', {
          languages: SHIPPED_LOCALES.join(', '),
        });
      return lang;
    }
    case 'signupMode':
      if (!isSignupMode(v)) throw new SettingError(key, 'errors.settings.signupMode');
      return v;
    case 'membersMayInvite':
    case 'requireEmailConfirmation':
      return bool(key, v);
  }
}

/** The stored rows as settings: an unknown or broken value falls back to its default. */
export function settingsFrom(rows: Iterable<{ key: string; value: unknown }>): InstanceSettings {
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (!isSettingKey(key)) continue;
    try {
      out[key] = checkSetting(key, value);
    } catch {
      // a value stored by an older version that no longer passes keeps the default
    }
  }
  return out as unknown as InstanceSettings;
}

export type SignupDecision =
  | { kind: 'create' }
  | { kind: 'request' }
  | { kind: 'refuse'; reason: 'closed' | 'invite_required' | 'invite_invalid' | 'reason_required' };

/**
 * Issue 37: what a sign-up may do under the instance's mode. The first account of a fresh
 * instance (no administrator yet) always may, so an instance is never locked out of itself.
 */
export function signupDecision(input: {
  mode: SignupMode;
  /** no administrator exists yet: this sign-up makes the first */
  firstAdmin: boolean;
  invite: 'none' | 'valid' | 'invalid';
  reason: string;
}): SignupDecision {
  if (input.firstAdmin) return { kind: 'create' };
  switch (input.mode) {
    case 'open':
      return { kind: 'create' };
    case 'closed':
      return { kind: 'refuse', reason: 'closed' };
    case 'invite':
      if (input.invite === 'valid') return { kind: 'create' };
      return {
        kind: 'refuse',
        reason: input.invite === 'none' ? 'invite_required' : 'invite_invalid',
      };
    case 'approval':
      // an invite link lets a person past the queue too
      if (input.invite === 'valid') return { kind: 'create' };
      if (!input.reason.trim()) return { kind: 'refuse', reason: 'reason_required' };
      return { kind: 'request' };
  }
}

/** Why sign-up was refused, as the server says it in the request's language (decision 064). */
export const SIGNUP_REFUSALS: Record<
  Extract<SignupDecision, { kind: 'refuse' }>['reason'],
  MessageId
> = {
  closed: 'errors.accounts.signupClosed',
  invite_required: 'errors.accounts.signupInviteRequired',
  invite_invalid: 'errors.accounts.signupInviteInvalid',
  reason_required: 'errors.accounts.signupReasonRequired',
};

/**
 * Issue 37: the first administrator. On a fresh instance (no employee account) the first account
 * to sign up becomes the administrator, unless ADMIN_USERNAME names someone else, in which case
 * only that username becomes it.
 */
export function becomesFirstAdmin(input: {
  employeeExists: boolean;
  adminUsername: string | undefined;
  username: string;
}): boolean {
  if (input.employeeExists) return false;
  const named = input.adminUsername?.trim();
  if (named) return named.toLowerCase() === input.username.toLowerCase();
  return true;
}

export interface InviteState {
  maxUses: number | null;
  uses: number;
  expiresAt: Date | null;
  revoked: boolean;
}

/** Whether an instance sign-up invite still lets someone in at `now`. */
export function inviteUsable(invite: InviteState, now: Date): boolean {
  if (invite.revoked) return false;
  if (invite.expiresAt && invite.expiresAt.getTime() <= now.getTime()) return false;
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return false;
  return true;
}

/** "7d", "12h", "30m" or "never" as milliseconds (null for never); undefined if not understood. */
export function parseDuration(text: string): number | null | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'never' || t === '') return null;
  const m = /^(\d{1,5})\s*([mhdw])$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  if (n <= 0) return undefined;
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[
    m[2] as 'm' | 'h' | 'd' | 'w'
  ];
  return n * unit;
}

/** decision 059: a member may hold this many usable invite links at once (administrators: any) */
export const MEMBER_INVITES_MAX = 10;

/**
 * Issue 37, decision 059: whether a member may make an instance invite link now; null if so, else
 * the reason. Only while sign-up is by invitation and the administrators let members invite, and
 * up to MEMBER_INVITES_MAX usable links of their own.
 */
export function memberInviteRefusal(
  settings: Pick<InstanceSettings, 'signupMode' | 'membersMayInvite'>,
  usableOwn: number,
): Said | null {
  if (!membersMayInviteNow(settings)) return { id: 'errors.instance.membersMayNotInvite' };
  if (usableOwn >= MEMBER_INVITES_MAX) {
    return { id: 'errors.instance.inviteLinksFull', values: { max: MEMBER_INVITES_MAX } };
  }
  return null;
}

/** decision 059: whether Settings offers "Invite people" (the page itself says why not) */
export function membersMayInviteNow(
  settings: Pick<InstanceSettings, 'signupMode' | 'membersMayInvite'>,
): boolean {
  return settings.signupMode === 'invite' && settings.membersMayInvite;
}
