import { avatarAction } from '../features/settings/settings.server';
import type { Route } from './+types/settings-avatar';

// A resource route: the avatar upload posts here and reads JSON (progress needs XHR).
export function action({ context, request }: Route.ActionArgs) {
  return avatarAction(context, request);
}
