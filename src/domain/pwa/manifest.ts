import type { MessageId } from '../i18n/catalogs/en.ts';
import { THEME_COLOR } from '../layout/theme.ts';
import { type PageLanguage, shareTargetEntry } from './share-target.ts';

/**
 * Decision 062: the web app manifest that makes Tessera installable. The server answers it with
 * the instance's own name (decision 056); everything else is fixed here.
 */

/** The longest short name a home screen shows under an icon without cutting it. */
const SHORT_NAME_MAX = 12;

/** Icon sizes installability asks for (192 for the home screen, 512 for the splash screen). */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];
export type AppIconPurpose = 'any' | 'maskable';

/** Where an icon is served: `/app-icon/512-maskable.png`. */
export function appIconPath(size: AppIconSize, purpose: AppIconPurpose): string {
  return `/app-icon/${size}${purpose === 'maskable' ? '-maskable' : ''}.png`;
}

/** An icon path's size and purpose, or null for any other name (a 404). */
export function parseAppIconName(
  name: string,
): { size: AppIconSize; purpose: AppIconPurpose } | null {
  const m = /^(\d+)(-maskable)?\.png$/.exec(name);
  if (!m) return null;
  const size = APP_ICON_SIZES.find((s) => String(s) === m[1]);
  if (!size) return null;
  return { size, purpose: m[2] ? 'maskable' : 'any' };
}

/**
 * The name under the home-screen icon: the instance's name when it fits, else its first word
 * cut to fit (a name is at most 40 characters, decision 056).
 */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const first = trimmed.split(/\s+/)[0] ?? trimmed;
  return [...first].slice(0, SHORT_NAME_MAX).join('');
}

/** The texts of the manifest's shortcuts (decision 064: said in the request's language). */
const SHORTCUT_TEXT = {
  create: { name: 'pwa.manifest.create', short: 'pwa.manifest.createShort' },
  search: { name: 'pwa.manifest.search', short: 'pwa.manifest.search' },
  messages: { name: 'pwa.manifest.messages', short: 'pwa.manifest.messages' },
} as const satisfies Record<string, { name: MessageId; short: MessageId }>;

/** The pages the shortcuts open; each is a route of the app. */
const SHORTCUT_PATHS = {
  create: '/pin-builder',
  search: '/search',
  messages: '/notifications/?tab=messages',
} as const;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: AppIconPurpose;
}

function manifestIcons(): ManifestIcon[] {
  return APP_ICON_SIZES.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({
      src: appIconPath(size, purpose),
      sizes: `${size}x${size}`,
      type: 'image/png' as const,
      purpose,
    })),
  );
}

/**
 * The manifest for an instance called `name` (described by `description`, may be empty, the
 * administrator's own words), its shortcuts said by `say` in the request's language (the browser
 * fetches the manifest with its Accept-Language and the page's cookies), which `lang` and `dir`
 * name.
 */
export function webAppManifest(
  instance: { name: string; description: string },
  say: (id: MessageId) => string,
  language: PageLanguage,
) {
  const shortcut = (key: keyof typeof SHORTCUT_PATHS) => ({
    name: say(SHORTCUT_TEXT[key].name),
    short_name: say(SHORTCUT_TEXT[key].short),
    url: SHORTCUT_PATHS[key],
    icons: [{ src: appIconPath(192, 'any'), sizes: '192x192', type: 'image/png' }],
  });
  return {
    id: '/',
    name: instance.name,
    short_name: shortNameOf(instance.name),
    ...(instance.description ? { description: instance.description } : {}),
    lang: language.lang,
    dir: language.dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR.light,
    theme_color: THEME_COLOR.light,
    // read by browsers that follow the dark scheme in installed apps; others skip it
    user_preferences: {
      color_scheme: {
        dark: { background_color: THEME_COLOR.dark, theme_color: THEME_COLOR.dark },
      },
    },
    icons: manifestIcons(),
    shortcuts: [shortcut('create'), shortcut('search'), shortcut('messages')],
    // decision 065: pictures and links from the phone's share sheet open the pin builder
    share_target: shareTargetEntry(),
  };
}
