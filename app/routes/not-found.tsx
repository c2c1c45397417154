import { ErrorPage } from '../shell/ErrorPage';
import { useT } from '../ui/i18n';

// The loader always answers 404, so the root error boundary renders the page (and its title).
export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  const t = useT();
  return (
    <ErrorPage status={404} title={t('error.notFoundTitle')} message={t('error.notFoundMessage')} />
  );
}
