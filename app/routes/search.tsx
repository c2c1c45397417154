import { redirect } from 'react-router';
import type { Route } from './+types/search';

/** /search and /search/ lead to the Pins results, the query kept (spec 01 §2 P-035). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/search/pins/${search}`);
}

export default function SearchRedirect() {
  return null;
}
