import { isbot } from 'isbot';
import { anonymousViewer, type Viewer } from '#domain/accounts/viewer';
import { CONSENT_COOKIE, parseConsentCookie } from '#domain/consent/consent';
import { languageFromAcceptLanguage } from '#domain/formatting/language';
import { Lru } from '../services/platform/versioned-cache.ts';

// Link-preview fetchers: they get og tags but, like other bots, never experiences or orig images.
const SOCIAL_BOT =
  /facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp|pinterestbot|redditbot|skypeuripreview|embedly|vkshare|mastodon|bluesky|iframely/i;

type Audience = 'visitor' | 'bot' | 'social_bot';

// Issue 32: a kept page spent 4% of its CPU matching isbot's pattern and parsing the same few
// headers again; browsers send the same ones over and over, so the answers are remembered
const MAX_REMEMBERED_HEADERS = 1000;
const agents = new Lru<{ audience: Audience; bot: boolean }>(MAX_REMEMBERED_HEADERS);
const languages = new Lru<string>(MAX_REMEMBERED_HEADERS);

function agentOf(userAgent: string): { audience: Audience; bot: boolean } {
  let agent = agents.get(userAgent);
  if (agent === undefined) {
    const bot = isbot(userAgent);
    const audience = SOCIAL_BOT.test(userAgent) ? 'social_bot' : bot ? 'bot' : 'visitor';
    agent = { audience, bot };
    agents.set(userAgent, agent);
  }
  return agent;
}

export function audienceOf(userAgent: string | undefined): Audience {
  return userAgent ? agentOf(userAgent).audience : 'visitor';
}

/** Whether isbot calls the user agent a bot (remembered per user agent). */
export function isBotAgent(userAgent: string): boolean {
  return agentOf(userAgent).bot;
}

function languageOf(header: string): string {
  let language = languages.get(header);
  if (language === undefined) {
    language = languageFromAcceptLanguage(header);
    languages.set(header, language);
  }
  return language;
}

/** The signed-out viewer of a request; http/session.ts replaces it when a session is valid. */
export function viewerFromHeaders(headers: Record<string, string | string[] | undefined>): Viewer {
  const ua = headers['user-agent'];
  return anonymousViewer(
    audienceOf(first(ua)),
    languageOf(first(headers['accept-language']) ?? ''),
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
