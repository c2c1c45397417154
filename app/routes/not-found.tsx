import { ErrorPage } from '../shell/ErrorPage';

// The loader always answers 404, so the root error boundary renders the page (and its title).
export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
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
