import type { GalleryEntry } from './types';

export const overlaysEntries: GalleryEntry[] = [];
