import type { AppLoadContext } from 'react-router';
import type { ExperienceWire } from '#domain/experiences/experiences';
import { experiencesForPlacements } from '#server/services/experiences/serve';

/**
 * A page's placements as its loader sends them, so a banner is in the first paint instead of
 * pushing the grid down when it arrives (spec 02 §4: placement 11 is always the server's; the
 * others are refreshed by the browser afterwards like any placement). Only for a signed-in
 * person: a visitor's page is shared by every visitor (the response cache, decision 011), so
 * theirs are fetched by the browser. A failure leaves the placements empty, never the page.
 */
export async function loadPagePlacements(
  context: AppLoadContext,
  route: string,
  placementIds: readonly number[],
): Promise<Record<string, ExperienceWire | null> | null> {
  const { ctx } = context;
  if (!ctx.viewer.isAuth || ctx.viewer.isBot) return null;
  try {
    return await experiencesForPlacements(ctx, { placementIds, route, multi: false });
  } catch {
    return null;
  }
}
