import type { Said } from '../i18n/said.ts';
/** Issue 33: after sign-up a person picks at least this many topics, which seed their home feed. */
export const ONBOARDING_MIN_TOPICS = 3;

/**
 * How many more topics the onboarding's button asks for with `picked` ticked ("Pick 2 more"),
 * 0 once there are enough ("Done"); the words are the page's language's (decision 064).
 */
export function onboardingPicksLeft(picked: number): number {
  return Math.max(0, ONBOARDING_MIN_TOPICS - Math.max(0, Math.floor(picked)));
}

/**
 * The distinct topic ids of an onboarding form, or the readable reason it can't be taken (said
 * by the page and the service alike in the reader's language, decision 064).
 */
export function checkOnboardingPicks(
  values: readonly string[],
): { ok: true; ids: number[] } | { ok: false; error: Said } {
  const ids = [...new Set(values)].map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    return { ok: false, error: { id: 'ideas.unknownTopic' } };
  }
  if (ids.length < ONBOARDING_MIN_TOPICS) {
    return {
      ok: false,
      error: { id: 'ideas.pickAtLeast', values: { count: ONBOARDING_MIN_TOPICS } },
    };
  }
  return { ok: true, ids };
}

/** Where a new account goes after sign-up: onboarding, then on to `next`. */
export function onboardingPath(next: string): string {
  return next === '/' ? '/onboarding/' : `/onboarding/?next=${encodeURIComponent(next)}`;
}
