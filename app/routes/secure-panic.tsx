import { Form, useNavigation } from 'react-router';
import { AuthCard } from '../features/auth';
import { panicAction } from '../features/auth/panic.server';
import { text } from '../lib/i18n.server';
import { useCsrfToken } from '../lib/root-data';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import { useT } from '../ui/i18n';
import type { Route } from './+types/secure-panic';
import s from './secure-panic.module.css';
import '../lib/texts/pages';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['pages'] };

const RESET_PATH = '/password/reset/';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

// No state change through GET: the page explains, the button (a POST) acts.
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: context.ctx.viewer.isAuth, title: text(context, 'pages.secure.title') };
}

export function action({ context, request }: Route.ActionArgs) {
  return panicAction(context, request);
}

/**
 * spec 02 §2 /secure/panic (M-075), decision 030: for someone who fears another person is in
 * their account. Signed in: log out of every session, then choose a new password. A visitor is
 * sent to the password reset, which logs out every session when the new password is set.
 */
export default function SecurePanic({ loaderData }: Route.ComponentProps) {
  const csrf = useCsrfToken();
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  if (!loaderData.signedIn) {
    return (
      <AuthCard title={t('pages.secure.title')} subtitle={t('pages.secure.visitor')}>
        <div className={s.actions}>
          <ButtonLink to={RESET_PATH} variant="primary" size="lg" fullWidth>
            {t('auth.resetTitle')}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pages.secure.title')} subtitle={t('pages.secure.signedIn')}>
      <div className={s.actions}>
        <Form method="post">
          <input type="hidden" name="_csrf" value={csrf} />
          <Button type="submit" variant="danger" size="lg" fullWidth loading={busy}>
            {t('pages.secure.logOutEverywhere')}
          </Button>
        </Form>
        <ButtonLink to="/settings/" variant="tertiary" size="lg" fullWidth>
          {t('ui.cancel')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
