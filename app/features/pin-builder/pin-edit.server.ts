import type { AppLoadContext } from 'react-router';
import { parsePinIdParam } from '#domain/catalogue/routes';
import type { PinModel } from '#domain/pins/models';
import { getPin } from '#server/services/pins/closeup';
import { text } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

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
  if (!id) notFoundPage(text(context, 'builder.notEditable'));
  const pin = await fromService(() => getPin(ctx, Number(id)));
  if (!pin.access.includes('write')) notFoundPage(text(context, 'builder.notEditable'));
  return { pin };
}
