import type { MessageId } from '#domain/i18n/catalogs/en';
import type { ColorFamily, SearchKind, SearchScope } from '#domain/search/search';

/** The scope tabs' names (spec 02 §3 M-180): everyone's, then a signed-in person's own. */
export const SCOPE_LABELS: Record<SearchScope, MessageId> = {
  pins: 'feed.allPins',
  buyable_pins: 'feed.products',
  videos: 'header.videos',
  boards: 'search.boards',
  users: 'search.people',
  my_pins: 'search.myPins',
  my_boards: 'search.myBoards',
  my_content: 'search.myContent',
};

export const PUBLIC_TABS: readonly SearchScope[] = ['pins', 'boards', 'users'];
export const OWN_TABS: readonly SearchScope[] = ['my_pins', 'my_boards'];

/** Each colour filter's sample and name: the middle of its family. */
export const COLOR_SWATCHES: Record<ColorFamily, { name: MessageId; css: string }> = {
  red: { name: 'search.c.red', css: '#d7263d' },
  orange: { name: 'search.c.orange', css: '#f28c28' },
  yellow: { name: 'search.c.yellow', css: '#f5d033' },
  green: { name: 'search.c.green', css: '#3f9a4a' },
  teal: { name: 'search.c.teal', css: '#1f9e9a' },
  blue: { name: 'search.c.blue', css: '#2f6fdd' },
  purple: { name: 'search.c.purple', css: '#8a4fd1' },
  pink: { name: 'search.c.pink', css: '#f28cb8' },
  brown: { name: 'search.c.brown', css: '#8b5a2b' },
  black: { name: 'search.c.black', css: '#111111' },
  gray: { name: 'search.c.gray', css: '#9a9a9a' },
  white: { name: 'search.c.white', css: '#ffffff' },
};

export const KIND_LABELS: Record<SearchKind, MessageId> = {
  image: 'search.k.image',
  video: 'header.videos',
  product: 'feed.products',
  recipe: 'search.k.recipe',
};
