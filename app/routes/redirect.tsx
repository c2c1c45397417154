import { redirect } from 'react-router';
import { redirectTarget } from '#domain/catalogue/route-catalogue';
import type { Route } from './+types/redirect';

/**
 * decision 030: a route of the spec's catalogue that is another page's name (/pin/{id}/repin,
 * /pin/create/, /story-pin-builder …): a redirect to where the catalogue says.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = redirectTarget(`${url.pathname}${url.search}`);
  if (!target) throw new Response(null, { status: 404, statusText: 'Not Found' });
  throw redirect(target.to, target.status);
}

export default function Redirect() {
  return null;
}
