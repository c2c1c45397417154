import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#domain/i18n/catalogs/index';
import { swTexts } from '#domain/pwa/sw-texts';

// Decision 065: the worker keeps the texts of the language of the last page it served. The
// Cache API and the network are played here; a module is loaded fresh for each worker start.

function textsIn(locale: 'en' | 'de') {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return swTexts((id, values) => i18n._(id, values), { lang: locale, dir: 'ltr' });
}

/** A Cache API of one store, kept across worker starts as a browser's is. */
function playedCaches() {
  const stored = new Map<string, string>();
  const cache = {
    put: vi.fn(async (key: string, res: Response) => {
      stored.set(key, await res.text());
    }),
  };
  return {
    stored,
    open: vi.fn(async () => cache),
    match: vi.fn(async (key: string) =>
      stored.has(key) ? new Response(stored.get(key) ?? '') : undefined,
    ),
  };
}

async function freshWorker() {
  vi.resetModules();
  return import('./texts');
}

afterEach(() => vi.unstubAllGlobals());

describe('the worker’s texts', () => {
  it('has none before it learnt any, then keeps the language it was told across starts', async () => {
    const caches = playedCaches();
    const fetched: string[] = [];
    vi.stubGlobal('caches', caches);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        const lang = new URL(url, 'https://pins.example').searchParams.get('lang');
        return Response.json(textsIn(lang === 'de' ? 'de' : 'en'));
      }),
    );
    let worker = await freshWorker();
    expect(await worker.keptTexts()).toBeNull();
    await worker.learnTexts(null);
    expect(fetched).toEqual(['/sw-texts.json']);
    expect((await worker.keptTexts())?.offline.title).toBe("You're offline");
    await worker.learnTexts('de');
    expect(fetched.at(-1)).toBe('/sw-texts.json?lang=de');
    // the worker stops and starts again, offline: the German it kept is still there
    worker = await freshWorker();
    expect((await worker.keptTexts())?.offline.title).toBe('Du bist offline');
  });

  it('keeps what it has when the server answers with something else', async () => {
    vi.stubGlobal('caches', playedCaches());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ lang: 'de' })),
    );
    const worker = await freshWorker();
    await worker.learnTexts('de');
    expect(await worker.keptTexts()).toBeNull();
  });
});
