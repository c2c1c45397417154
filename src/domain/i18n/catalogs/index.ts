import type { ShippedLocale } from '../locales.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { type Catalog, en } from './en.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';

export type { Catalog, MessageId } from './en.ts';

/** Decision 064: every shipped locale's source catalog (ICU messages), read by the server only. */
export const CATALOGS: Record<ShippedLocale, Catalog> = { en, de, fr, ja, ar };
