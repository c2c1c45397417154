/**
 * The texts of hiding and reporting (spec 01 §2, §5, §8; spec 02 §8; issue 13), apart from the
 * rules in feedback.ts so that a card can say them without loading the rules.
 */

/** spec 01 §8 (P-377, P-378), with the product's own name. */
export const REPORTED_TITLE = 'Reported';
export const REPORTED_THANKS = 'Thanks! Your feedback helps us keep the Tessera community safe.';
/** spec 02 §8 (M-397, M-394, M-395). */
export const PIN_HIDDEN = 'Pin hidden';
export const FEWER_LIKE_THIS = "Got it! We'll show you fewer Pins like this.";
export const MORE_RELEVANT = "Got it! We'll try to show you more relevant Pins in the future.";
/** spec 01 §8 (P-382). */
export const FEWER_GLP1_ADS =
  "Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.";
/** spec 01 §2 (P-037): where the overlay's 'Tune your home feed' leads (its words are ids). */
export const TUNE_PATH = '/edit';
