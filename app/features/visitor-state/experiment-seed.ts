const KEY = 'tessera:experiment-seed';
const WELL_FORMED = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A random id this browser keeps so a visitor stays in the same experiment groups from one page
 * to the next (src/domain/experiences/download-cta.ts). Null where nothing can be kept (no storage, private
 * modes that refuse writes): such a visitor takes part in no experiment.
 */
export function experimentSeed(): string | null {
  try {
    if (typeof window === 'undefined') return null;
    const s = window.localStorage;
    const kept = s.getItem(KEY);
    if (kept && WELL_FORMED.test(kept)) return kept;
    const made = crypto.randomUUID();
    s.setItem(KEY, made);
    return s.getItem(KEY) === made ? made : null;
  } catch {
    return null;
  }
}
