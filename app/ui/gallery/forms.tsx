import type { GalleryEntry } from './types';

export const formsEntries: GalleryEntry[] = [];
