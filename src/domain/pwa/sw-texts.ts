import type { MessageId } from '../i18n/catalogs/en.ts';
import type { OfflineWords } from './offline.ts';
import { KEPT_SHARES_MAX, type KeptShareWords } from './offline-shares.ts';
import { type PageLanguage, SHARED_PICTURES_MAX, type ShareProblemWords } from './share-target.ts';

/**
 * Decision 065 (languages, decision 064): the service worker has none of the app's code or
 * catalogs, yet writes pages itself (offline, a share kept or refused) and a notification. It
 * keeps the texts of the language of the last page it served: the server says them for a
 * language (`SW_TEXTS_PATH?lang=`), the worker fetches them when it is installed and whenever a
 * page tells it its language differs from the one it keeps, and stores them with its caches.
 * What depends on a count is said by the server for every count a share may have, since the
 * worker has no plural rules.
 */
export const SW_TEXTS_PATH = '/sw-texts.json';

/** page → worker: the page is shown in `lang` (its `<html lang>`), each time a page loads. */
export const PAGE_LANGUAGE_MESSAGE = 'PAGE_LANGUAGE';

export interface SwTexts {
  lang: string;
  offline: OfflineWords;
  kept: KeptShareWords;
  share: ShareProblemWords;
  /** the notification of an uploaded share, by its picture count (0 … SHARED_PICTURES_MAX) */
  uploaded: string[];
}

type Say = (id: MessageId, values?: Record<string, unknown>) => string;

const COUNTS = Array.from({ length: SHARED_PICTURES_MAX + 1 }, (_, n) => n);

/** The worker's texts in one language, `say` being that language's catalog. */
export function swTexts(say: Say, language: PageLanguage): SwTexts {
  const { lang, dir } = language;
  return {
    lang,
    offline: {
      lang,
      dir,
      title: say('pwa.offline.title'),
      lead: say('pwa.offline.lead'),
      none: say('pwa.offline.none'),
      pins: say('pwa.offline.pins'),
      boards: say('pwa.offline.boards'),
      untitledPin: say('pwa.offline.untitledPin'),
      untitledBoard: say('pwa.offline.untitledBoard'),
      retry: say('pwa.offline.retry'),
    },
    kept: {
      lang,
      dir,
      title: say('pwa.kept.title'),
      notKeptTitle: say('pwa.kept.notKeptTitle'),
      full: say('pwa.kept.full', { max: KEPT_SHARES_MAX }),
      noRoom: say('pwa.kept.noRoom'),
      open: say('pwa.kept.open'),
      lead: COUNTS.map((count) => say('pwa.kept.lead', { count })),
    },
    share: shareProblemWords(say, language),
    uploaded: COUNTS.map((count) => say('share.keptUploaded', { count })),
  };
}

/** The share problem page's words (the server's share route says them too). */
export function shareProblemWords(say: Say, { lang, dir }: PageLanguage): ShareProblemWords {
  return {
    lang,
    dir,
    problemTitle: say('pwa.share.problemTitle'),
    openBuilder: say('pwa.share.openBuilder'),
    tooMany: say('pwa.share.tooMany', { max: SHARED_PICTURES_MAX }),
    malformed: say('pwa.share.malformed'),
  };
}

function strings(o: unknown, keys: readonly string[]): boolean {
  if (typeof o !== 'object' || o === null) return false;
  const r = o as Record<string, unknown>;
  return keys.every((k) => typeof r[k] === 'string') && (r.dir === 'ltr' || r.dir === 'rtl');
}

function countList(v: unknown): boolean {
  return Array.isArray(v) && v.length === COUNTS.length && v.every((x) => typeof x === 'string');
}

/** Texts the worker fetched or kept, or null when they are not whole (an old or broken copy). */
export function readSwTexts(data: unknown): SwTexts | null {
  if (typeof data !== 'object' || data === null) return null;
  const t = data as Partial<Record<keyof SwTexts, unknown>>;
  const page = ['lang'];
  const ok =
    typeof t.lang === 'string' &&
    strings(t.offline, [
      ...page,
      'title',
      'lead',
      'none',
      'pins',
      'boards',
      'untitledPin',
      'untitledBoard',
      'retry',
    ]) &&
    strings(t.kept, [...page, 'title', 'notKeptTitle', 'full', 'noRoom', 'open']) &&
    countList((t.kept as { lead?: unknown }).lead) &&
    strings(t.share, [...page, 'problemTitle', 'openBuilder', 'tooMany', 'malformed']) &&
    countList(t.uploaded);
  return ok ? (data as SwTexts) : null;
}
