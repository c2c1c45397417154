import type { AppLoadContext } from 'react-router';
import { parsePinIdParam } from '#domain/catalogue/routes';
import type { PinModel } from '#domain/pins/models';
import { getPin } from '#server/services/pins/closeup';
import { fromService, notFoundPage } from '../../lib/loader.server';

const NOT_EDITABLE = 'This Pin does not exist, or you cannot edit it.';

/**
 * M-034 /pin/{id}/edit: the pin, for a viewer who may change it (access 'write'); 404 for
 * everyone else who is signed in. Visitors get the page's login prompt (pin: null).
 */
export async function loadPinEdit(
  context: AppLoadContext,
  param: string,
): Promise<{ pin: PinModel | null }> {
  const { ctx } = context;
  if (!ctx.viewer.isAuth) return { pin: null };
  const id = parsePinIdParam(param);
  if (!id) notFoundPage(NOT_EDITABLE);
  const pin = await fromService(() => getPin(ctx, Number(id)));
  if (!pin.access.includes('write')) notFoundPage(NOT_EDITABLE);
  return { pin };
}
