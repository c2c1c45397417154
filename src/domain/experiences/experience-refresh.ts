import { SERVER_RENDERED_PLACEMENT } from './experiences.ts';

/**
 * spec 02 §4 refresh rules (M-198–M-201), as the placement store applies them. `context` is the
 * placement's extra_context written as a stable string, so equal contexts compare equal.
 */

export interface HeldPlacement {
  /** the context the placement was last fetched with: null for none, undefined if never fetched */
  context: string | null | undefined;
  hasExperience: boolean;
  renderable: boolean;
  /** true for a single-experience placement (not a multi list) */
  single: boolean;
}

/**
 * M-198: skipped when the same context is already held and the experience is renderable;
 * M-199: skipped when a single placement already has the same context;
 * M-200: skipped when a single placement has a renderable experience and no new context.
 */
export function shouldSkipFetch(held: HeldPlacement, nextContext: string | null): boolean {
  if (held.context === undefined) return false;
  const sameContext = held.context === nextContext;
  if (sameContext && held.hasExperience && held.renderable) return true;
  if (held.single && sameContext) return true;
  if (held.single && held.hasExperience && held.renderable && nextContext === null) return true;
  return false;
}

export interface PlacementAfterChange {
  placementId: number;
  hasExperience: boolean;
  renderable: boolean;
  inCurrentSurface: boolean;
  mounted: boolean;
}

/**
 * M-201: which placements a completion or a dismissal refreshes. Placement 11 never (the server
 * renders it with the page); otherwise one that is empty, unrenderable, outside the current
 * surface, or not mounted. What a person is looking at right
 * now is not swapped under them.
 */
export function placementsToRefresh(placements: readonly PlacementAfterChange[]): number[] {
  return placements
    .filter(
      (p) =>
        p.placementId !== SERVER_RENDERED_PLACEMENT &&
        (!p.hasExperience || !p.renderable || !p.inCurrentSurface || !p.mounted),
    )
    .map((p) => p.placementId);
}

/** A stable string of an extra_context object (keys sorted), null for none. */
export function contextKey(context: Record<string, unknown> | null | undefined): string | null {
  if (!context) return null;
  const keys = Object.keys(context).sort();
  if (keys.length === 0) return null;
  return JSON.stringify(keys.map((k) => [k, context[k]]));
}
