import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../ui/i18n';
import { ErrorPage } from './ErrorPage';

/**
 * A route's error boundary: a 404 from its loader says what is missing in the route's own words;
 * anything else is the 500 page, naming what Tessera was doing.
 */
export function RouteErrorPage(props: {
  /** a title and message, or a page built from the 404 response's data */
  notFound: { title: string; message: string } | ((data: unknown) => ReactNode);
  /** completes "Tessera hit a problem …", e.g. "showing this pin" */
  doing: string;
}) {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const { notFound } = props;
    if (typeof notFound === 'function') return notFound(error.data);
    return <ErrorPage status={404} title={notFound.title} message={notFound.message} />;
  }
  return (
    <ErrorPage
      status={500}
      title={t('error.title')}
      message={t('error.messageDoing', { doing: props.doing })}
    />
  );
}
