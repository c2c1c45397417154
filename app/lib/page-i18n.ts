import { type I18n, setupI18n } from '@lingui/core';
import type { TextBundle } from '#domain/i18n/bundles';
import type { MessageId } from '#domain/i18n/catalogs/index';

let instance: I18n | undefined;
const loading: Partial<Record<TextBundle, Promise<void>>> = {};

/** The page's one Lingui instance, in `<html lang>`; bundles are loaded into it as they come. */
function pageInstance(): I18n {
  instance ??= setupI18n({ locale: document.documentElement.lang || 'en' });
  return instance;
}

/**
 * Decision 064: one bundle of the page's texts, fetched once (a preload has usually fetched it
 * already). Every bundle's address is core's (which every page preloads) with its name for
 * `core`. A module whose parts show a bundle's texts awaits this at its top level
 * (`app/lib/texts/<bundle>.ts`), so the texts arrive with its code: on the first load, on a
 * navigation and with a lazily loaded part alike. On the server, and where the page names no
 * catalog (component tests), there is nothing to fetch. A bundle that cannot be read leaves its
 * parts in their ids until the next load; hydration then reports the mismatch, and the journeys
 * fail on it.
 */
export function loadTexts(bundle: TextBundle): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const core = document.querySelector('link[href^="/i18n/core/"]')?.getAttribute('href');
  loading[bundle] ??= core
    ? fetch(core.replace('core', bundle))
        .then((res) => res.json())
        .then((messages) => pageInstance().load(pageInstance().locale, messages))
        // offline without the bundle kept: the page still works, in its ids
        .catch(() => {})
    : Promise.resolve();
  return loading[bundle];
}

/**
 * A `core` text said outside React (a failed call's words), in the page's language; the id itself
 * where no page has loaded its texts (on the server, in a bare test).
 */
export function pageText(id: MessageId): string {
  return instance ? instance._(id) : id;
}

/** The browser's Lingui instance for hydration, once the `core` bundle is in it. */
export async function pageI18n(): Promise<I18n> {
  await loadTexts('core');
  return pageInstance();
}
