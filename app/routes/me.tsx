import { redirect } from 'react-router';
import { profilePath } from '#domain/catalogue/routes';
import { loginPath } from '#domain/sharing/safe-next';
import type { Route } from './+types/me';

/** spec 01 §2: /me/ is the viewer's own profile; visitors log in first and come back here. */
export function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context.ctx;
  if (!viewer.isAuth || !viewer.username) throw redirect(loginPath('/me/'));
  throw redirect(profilePath(viewer.username));
}

export default function Me() {
  return null;
}
