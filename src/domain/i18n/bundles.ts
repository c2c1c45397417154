/**
 * Decision 064: a language's texts travel to the browser in bundles, so no catalog a page loads
 * passes 15 KB however much of Tessera is translated. `core` holds what any page may show (the
 * frame, pins, the closeup, dialogs); a part of Tessera that only its own pages show has its
 * own bundle, named by its ids' prefix, which arrives with that part's code.
 */
export const TEXT_BUNDLES = [
  'core',
  'settings',
  'admin',
  'guidelines',
  'boards',
  'builder',
  'messages',
  'pages',
  'discover',
] as const;

export type TextBundle = (typeof TEXT_BUNDLES)[number];

/** The prefixes whose ids travel apart from `core`. */
const OWN_BUNDLE: Readonly<Record<string, TextBundle>> = {
  settings: 'settings',
  admin: 'admin',
  guidelines: 'guidelines',
  // a board's and a profile's pages, and their dialogs
  boards: 'boards',
  profile: 'boards',
  // the pin builder and the collage tool
  builder: 'builder',
  collage: 'builder',
  // the inbox, a conversation and the notifications panel
  messages: 'messages',
  notif: 'messages',
  // the pages a visit seldom starts on: about, invites, reports, analytics
  pages: 'pages',
  instance: 'pages',
  analytics: 'pages',
  // Today, ideas and shopping
  today: 'discover',
  ideas: 'discover',
  shopping: 'discover',
};

/**
 * The prefixes of texts only the server says, in the reader's language: mail, the errors
 * services answer with, the installable app's (`pwa`: the manifest, the share pages and the
 * service worker's texts, decision 065) and the pages of routes Tessera does not have
 * (`absent`, said by their loader) and pages the server writes without React (`server`: the
 * embed card). No page loads them (they are in no bundle); a page shows
 * such words as the server wrote them.
 */
const SERVER_ONLY: ReadonlySet<string> = new Set(['mail', 'errors', 'server', 'pwa', 'absent']);

function prefixOf(id: string): string {
  return id.slice(0, Math.max(0, id.indexOf('.')));
}

/** The bundle an id's text is in: its prefix's own bundle, else `core`. */
export function bundleOf(id: string): TextBundle {
  const prefix = prefixOf(id);
  return Object.hasOwn(OWN_BUNDLE, prefix) ? (OWN_BUNDLE[prefix] as TextBundle) : 'core';
}

/**
 * Whether an id's text stays on the server (mail, errors, and `server`: pages the server writes
 * without React, such as the embed card): no bundle carries it.
 */
export function isServerOnly(id: string): boolean {
  return SERVER_ONLY.has(prefixOf(id));
}

/** A bundle's name as spelt in a catalog's address, or null. */
export function asTextBundle(name: string | null | undefined): TextBundle | null {
  return (TEXT_BUNDLES as readonly string[]).includes(name ?? '') ? (name as TextBundle) : null;
}
