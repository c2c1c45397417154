import type { ColorFamily, SearchKind, SearchScope } from '#domain/search/search';

/** The scope tabs' names (spec 02 §3 M-180): everyone's, then a signed-in person's own. */
export const SCOPE_LABELS: Record<SearchScope, string> = {
  pins: 'All Pins',
  buyable_pins: 'Products',
  videos: 'Videos',
  boards: 'Boards',
  users: 'People',
  my_pins: 'Your Pins',
  my_boards: 'Your boards',
  my_content: 'Your content',
};

export const PUBLIC_TABS: readonly SearchScope[] = ['pins', 'boards', 'users'];
export const OWN_TABS: readonly SearchScope[] = ['my_pins', 'my_boards'];

/** Each colour filter's sample and name: the middle of its family. */
export const COLOR_SWATCHES: Record<ColorFamily, { name: string; css: string }> = {
  red: { name: 'Red', css: '#d7263d' },
  orange: { name: 'Orange', css: '#f28c28' },
  yellow: { name: 'Yellow', css: '#f5d033' },
  green: { name: 'Green', css: '#3f9a4a' },
  teal: { name: 'Teal', css: '#1f9e9a' },
  blue: { name: 'Blue', css: '#2f6fdd' },
  purple: { name: 'Purple', css: '#8a4fd1' },
  pink: { name: 'Pink', css: '#f28cb8' },
  brown: { name: 'Brown', css: '#8b5a2b' },
  black: { name: 'Black', css: '#111111' },
  gray: { name: 'Gray', css: '#9a9a9a' },
  white: { name: 'White', css: '#ffffff' },
};

export const KIND_LABELS: Record<SearchKind, string> = {
  image: 'Images',
  video: 'Videos',
  product: 'Products',
  recipe: 'Recipes',
};
