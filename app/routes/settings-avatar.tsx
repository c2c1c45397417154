import { avatarAction } from '../features/settings/settings.server';
import type { TextsHandle } from '../lib/catalog-links';
import type { Route } from './+types/settings-avatar';

/** Decision 064: the page shows the settings bundle's texts; its head preloads them. */
export const handle: TextsHandle = { texts: ['settings'] };

// A resource route: the avatar upload posts here and reads JSON (progress needs XHR).
export function action({ context, request }: Route.ActionArgs) {
  return avatarAction(context, request);
}
