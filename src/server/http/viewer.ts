import { isbot } from 'isbot';
import { anonymousViewer, type Viewer } from '#domain/accounts/viewer';
import { CONSENT_COOKIE, parseConsentCookie } from '#domain/consent/consent';
import { languageFromAcceptLanguage } from '#domain/formatting/language';

// Link-preview fetchers: they get og tags but, like other bots, never experiences or orig images.
const SOCIAL_BOT =
  /facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp|pinterestbot|redditbot|skypeuripreview|embedly|vkshare|mastodon|bluesky|iframely/i;

export function audienceOf(userAgent: string | undefined): 'visitor' | 'bot' | 'social_bot' {
  if (!userAgent) return 'visitor';
  if (SOCIAL_BOT.test(userAgent)) return 'social_bot';
  return isbot(userAgent) ? 'bot' : 'visitor';
}

/** The signed-out viewer of a request; http/session.ts replaces it when a session is valid. */
export function viewerFromHeaders(headers: Record<string, string | string[] | undefined>): Viewer {
  const ua = headers['user-agent'];
  return anonymousViewer(
    audienceOf(first(ua)),
    languageFromAcceptLanguage(first(headers['accept-language']) ?? ''),
    parseConsentCookie(cookieValue(first(headers.cookie), CONSENT_COOKIE)),
  );
}

/** One cookie's value from a Cookie header (the viewer is built before @fastify/cookie runs). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
