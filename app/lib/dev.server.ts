import type { AppLoadContext } from 'react-router';
import { requireEmployee } from '#server/services/accounts/sessions';
import { fromService } from './loader.server';

/** The kit gallery: open outside production; in production, employees only (others get a 404). */
export async function loadGallery(context: AppLoadContext) {
  if (context.ctx.config.production) await fromService(async () => requireEmployee(context.ctx));
  return null;
}
