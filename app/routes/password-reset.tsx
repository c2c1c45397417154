import { useNavigation } from 'react-router';
import { AuthCard, NewPasswordForm, ResetRequestForm } from '../features/auth';
import { resetAction, resetRequestAction } from '../features/auth/auth.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/password-reset';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get('token') ?? '',
    title: text(context, 'auth.resetTitle'),
  };
}

export function action({ context, request }: Route.ActionArgs) {
  const withToken = new URL(request.url).searchParams.has('token');
  return withToken ? resetAction(context, request) : resetRequestAction(context, request);
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  if (loaderData.token) {
    return (
      <AuthCard title={t('auth.newPasswordTitle')} subtitle={t('auth.newPasswordSubtitle')}>
        <NewPasswordForm token={loaderData.token} result={actionData} busy={busy} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <ResetRequestForm result={actionData} busy={busy} />
    </AuthCard>
  );
}
