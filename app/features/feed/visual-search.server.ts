import type { AppLoadContext } from 'react-router';
import { parsePinIdParam } from '#domain/catalogue/routes';
import { visualSearch } from '#server/services/feeds/visual-search';
import { gridPayload } from '../../lib/grid-payload';
import { fromService, notFoundPage } from '../../lib/loader.server';

/**
 * spec 02 §2 M-037 /pin/{id}/visual-search/ and M-038 .../products/ (issue 16): the pin and the
 * pins that look like it; 404 for unknown, deleted and secret pins, as on the closeup.
 */
export async function loadVisualSearch(context: AppLoadContext, param: string, products: boolean) {
  const id = parsePinIdParam(param);
  if (id === null) notFoundPage('Unavailable');
  const found = await fromService(() => visualSearch(context.ctx, Number(id), { products }));
  // the pin's pinner and board, and those of the similar pins, sent once
  const grid = gridPayload();
  const [pin] = grid.pins([found.pin]);
  return {
    pin: pin ?? found.pin,
    items: grid.pins(found.similar),
    products,
    origin: context.ctx.publicOrigin,
  };
}
