import type { AppLoadContext } from 'react-router';
import { type ExperienceWire, SERVER_RENDERED_PLACEMENT } from '#domain/experiences';
import { experiencesForPlacements } from '#server/services/experiences/serve';

/**
 * spec 02 §4 (M-201): placement 11 comes with the page. Only for a signed-in person: a visitor's
 * page is shared by every visitor (the response cache, decision 011), so theirs is fetched by
 * the browser like the other placements. A failure leaves the placement empty, never the page.
 */
export async function loadServerRenderedPlacement(
  context: AppLoadContext,
  route: string,
): Promise<ExperienceWire | null> {
  const { ctx } = context;
  if (!ctx.viewer.isAuth || ctx.viewer.isBot) return null;
  try {
    const map = await experiencesForPlacements(ctx, {
      placementIds: [SERVER_RENDERED_PLACEMENT],
      route,
      multi: false,
    });
    return map[String(SERVER_RENDERED_PLACEMENT)] ?? null;
  } catch {
    return null;
  }
}
