import type { TextBundle } from '#domain/i18n/bundles';

/**
 * A route's `handle` naming the text bundles its page shows beyond `core` (decision 064); the
 * server preloads them (`catalog-links.server.ts`).
 */
export interface TextsHandle {
  texts?: readonly TextBundle[];
}
