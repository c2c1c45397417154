import { readSwTexts, SW_TEXTS_PATH, type SwTexts } from '#domain/pwa/sw-texts';

// Decision 065: the worker's own texts (its offline, kept and refused share pages, the uploaded
// share's notification) in the language of the last page it served, kept in a cache of its own
// so that they outlive the worker; fetched from the server, which says them in that language.

const TEXTS = 'tessera-texts';
/** Where the kept texts are in TEXTS: an address of the worker's own, never fetched. */
const TEXTS_KEY = '/sw-texts/kept';

/**
 * Decision 065: the texts of the pages and notifications the worker writes itself, in the
 * language of the last page it served (sw-texts.ts), kept with the caches; null before any.
 */
let texts: SwTexts | null = null;

export async function keptTexts(): Promise<SwTexts | null> {
  if (texts) return texts;
  const res = await caches.match(TEXTS_KEY, { cacheName: TEXTS });
  texts = readSwTexts(await res?.json().catch(() => null));
  return texts;
}

/** Fetches and keeps the texts in `lang`; null: the request's own (cookie, Accept-Language). */
export async function learnTexts(lang: string | null): Promise<void> {
  const q = lang ? `?lang=${encodeURIComponent(lang)}` : '';
  const res = await fetch(`${SW_TEXTS_PATH}${q}`, { credentials: 'same-origin' });
  const fresh = res.ok ? readSwTexts(await res.json()) : null;
  if (!fresh) return;
  const cache = await caches.open(TEXTS);
  await cache.put(
    TEXTS_KEY,
    new Response(JSON.stringify(fresh), { headers: { 'content-type': 'application/json' } }),
  );
  texts = fresh;
}
