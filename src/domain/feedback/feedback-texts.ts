/**
 * The texts of hiding and reporting (spec 01 §2, §5, §8; spec 02 §8; issue 13), apart from the
 * rules in feedback.ts so that a card can say them without loading the rules. Each is a catalog
 * id (decision 064): the catalogs hold the spec's English words and their translations.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';

/** spec 01 §8 (P-377, P-378), with the product's own name. */
export const REPORTED_TITLE = 'feedback.reported' satisfies MessageId;
export const REPORTED_THANKS = 'feedback.thanks' satisfies MessageId;
/** spec 02 §8 (M-397, M-394, M-395). */
export const PIN_HIDDEN = 'feedback.pinHidden' satisfies MessageId;
export const FEWER_LIKE_THIS = 'feedback.fewerLikeThis' satisfies MessageId;
export const MORE_RELEVANT = 'feedback.moreRelevant' satisfies MessageId;
/** spec 01 §8 (P-382). */
export const FEWER_GLP1_ADS = 'feedback.fewerGlp1' satisfies MessageId;
/** spec 01 §2 (P-037): where the overlay's 'Tune your home feed' leads (its words are ids). */
export const TUNE_PATH = '/edit';
