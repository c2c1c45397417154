import { and, eq, isNull, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import { languageFromAcceptLanguage } from '#domain/language';
import { type Audience, anonymousViewer, type Viewer } from '#domain/viewer';
import type { Db } from './db/client.ts';
import { boards } from './db/schema/index.ts';
import type { ViewerUserRow } from './services/accounts/user-columns.ts';

// Link-preview fetchers: they get og tags but, like other bots, never experiences or orig images.
const SOCIAL_BOT =
  /facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp|pinterestbot|redditbot|skypeuripreview|embedly|vkshare|mastodon|bluesky|iframely/i;

export function audienceOf(userAgent: string | undefined): 'visitor' | 'bot' | 'social_bot' {
  if (!userAgent) return 'visitor';
  if (SOCIAL_BOT.test(userAgent)) return 'social_bot';
  return isbot(userAgent) ? 'bot' : 'visitor';
}

/** The signed-out viewer of a request; the auth plugin replaces it when a session is valid. */
export function viewerFromHeaders(headers: Record<string, string | string[] | undefined>): Viewer {
  const ua = headers['user-agent'];
  return anonymousViewer(
    audienceOf(first(ua)),
    languageFromAcceptLanguage(first(headers['accept-language']) ?? ''),
  );
}

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/**
 * spec 01 §3 Viewer of a signed-in user (P-093): counts and flags from their own rows. The
 * viewer is always the person asking, so secretBoardCount is theirs to see (spec 01 §6).
 * Language comes from the request (`base`), the rest from the user.
 */
export async function signedInViewer(db: Db, user: ViewerUserRow, base: Viewer): Promise<Viewer> {
  const [counts] = await db
    .select({
      boards: sql<number>`count(*)::int`,
      secret: sql<number>`count(*) filter (where ${boards.privacy} = 'secret')::int`,
      quickSave: sql<boolean>`coalesce(bool_or(${boards.layout} = 'quick_saves'), false)`,
    })
    .from(boards)
    .where(and(eq(boards.ownerId, user.id), isNull(boards.deletedAt)));
  const audience: Audience =
    user.role === 'employee' ? 'employee' : user.role === 'partner' ? 'partner' : 'user';
  return {
    ...base,
    isAuth: true,
    id: String(user.id),
    username: user.username,
    createdAt: user.createdAt.toISOString(),
    isPartner: user.role === 'partner',
    isEmployee: user.role === 'employee',
    country: user.country,
    boardCount: counts?.boards ?? 0,
    secretBoardCount: counts?.secret ?? 0,
    save_behavior: user.saveBehavior === 0 ? 0 : 1,
    has_quicksave_board: counts?.quickSave ?? false,
    audience,
    isBot: false,
    isSocialBot: false,
  };
}
