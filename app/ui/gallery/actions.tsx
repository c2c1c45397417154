import type { GalleryEntry } from './types';

export const actionsEntries: GalleryEntry[] = [];
