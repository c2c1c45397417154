import { useNavigation } from 'react-router';
import { AuthCard, LoginPageForm } from '../features/auth';
import { loginAction, visitorsOnly } from '../features/auth/auth.server';
import { text } from '../lib/i18n.server';
import { useInstance } from '../lib/root-data';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/login';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return { ...visitorsOnly(context, request), title: text(context, 'shell.logIn') };
}

export function action({ context, request }: Route.ActionArgs) {
  return loginAction(context, request);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const { name } = useInstance();
  return (
    <AuthCard title={t('auth.logInTitle', { name })} subtitle={t('auth.logInSubtitle')}>
      <LoginPageForm next={loaderData.next} result={actionData} busy={busy} />
    </AuthCard>
  );
}
