import type { Viewer } from '#domain/accounts/viewer';
import { formatConsentCookie } from '#domain/consent/consent';
import { DEVICE_HINT_HEADER, deviceClassOf } from '#domain/layout/device';
import { isBotAgent } from './viewer.ts';

/** Everything a kept answer depends on besides its data (decisions 039, 066). */
export interface AnswerFacts {
  /** a signed-in request's session and person; null for a visitor */
  session: { id: string; userId: string } | null;
  protocol: string;
  host: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  viewer: Pick<Viewer, 'audience' | 'language' | 'cookieConsent'>;
  /** decision 064: the interface language the answer is written in */
  locale: string;
}

const DEVICE_HINT = DEVICE_HINT_HEADER.toLowerCase();

function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The key of a kept answer: its variant. The framework's path (`ResponseCache.slotOf`) and the
 * server's first look (`PageFirstLook`) both make it here, so whatever a page comes to depend on
 * (a resolved locale, say) is added once, for both.
 */
export function answerKey(facts: AnswerFacts): string {
  const ua = header(facts.headers, 'user-agent') ?? '';
  const device = deviceClassOf({ mobileHint: header(facts.headers, DEVICE_HINT), userAgent: ua });
  const { session, viewer } = facts;
  return [
    session ? `session ${session.id} user ${session.userId}` : 'visitor',
    facts.protocol,
    facts.host,
    facts.url,
    viewer.audience,
    ua && isBotAgent(ua) ? 'bot' : 'person',
    device,
    viewer.language,
    facts.locale,
    // the cookie banner shows until a choice is made (spec 02 §4)
    viewer.cookieConsent ? formatConsentCookie(viewer.cookieConsent) : 'consent unset',
  ].join('\n');
}
