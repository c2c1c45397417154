import { ErrorPage } from '../features/layout/ErrorPage';

export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export function meta() {
  return [{ title: 'Page not found | Tessera' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return (
    <ErrorPage
      status={404}
      title="We couldn't find that page"
      message="The link may be broken, or the page may have been removed."
    />
  );
}
