import { languageAction } from '../features/settings/language.server';
import type { Route } from './+types/language';

/** Decision 064: where the language pickers post (settings, the visitor menu); no page of its own. */
export function action({ context, request }: Route.ActionArgs) {
  return languageAction(context, request);
}
