import { useEffect, useSyncExternalStore } from 'react';
import {
  parseThemeChoice,
  resolveTheme,
  THEME_COLOR,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemeChoice,
} from '#domain/layout/theme';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** The browser's local storage, or null where reading it throws (privacy modes, sandboxes). */
function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The person's stored choice; system when nothing (or nothing readable) is stored. */
export function readThemeChoice(storage: ReadStorage | null = localStore()): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** M-234: dark (or light) is set in local storage; system clears the key. */
export function writeThemeChoice(
  choice: ThemeChoice,
  storage: WriteStorage | null = localStore(),
): void {
  if (!storage) return;
  if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY);
  else storage.setItem(THEME_STORAGE_KEY, choice);
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

/** The theme this browser paints now: the stored choice, or the system's when none. */
export function currentTheme(storage: ReadStorage | null = localStore()): Theme {
  return resolveTheme(readThemeChoice(storage), systemPrefersDark());
}

/** Puts a theme on the page: `<html data-theme>` (tokens.css) and the browser's chrome colour. */
export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

/** M-235: after the choice is stored the page reloads, so every surface repaints in it. */
export function chooseTheme(choice: ThemeChoice, reload: () => void = () => location.reload()) {
  writeThemeChoice(choice);
  reload();
}

/**
 * The stored choice for controls that show it. The server cannot read local storage, so it and
 * a hydrating page say system (no hydration mismatch) and the stored choice follows at once; a
 * part mounted later in the browser (a menu opened by a press) has it from its first render.
 */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, serverChoice);
}

const serverChoice = (): ThemeChoice => 'system';

/** Another tab changed the choice. */
function subscribeToThemeChoice(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY || e.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Keeps the painted theme true while the page is open: when the choice is system and the
 * operating system switches between light and dark, and when another tab changes the choice.
 */
export function useLiveTheme(): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const update = () => applyTheme(currentTheme());
    update();
    query.addEventListener('change', update);
    window.addEventListener('storage', update);
    return () => {
      query.removeEventListener('change', update);
      window.removeEventListener('storage', update);
    };
  }, []);
}
