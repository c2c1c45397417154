import { Form, useNavigation } from 'react-router';
import { AccountFormHead, AuthCard, AuthCardActions } from '../features/auth';
import { emailConfirmAction, loadEmailConfirm } from '../features/settings/settings.server';
import { isFailure, isSuccess } from '../lib/form-result';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import { useT } from '../ui/i18n';
import type { Route } from './+types/settings-email-confirm';
import '../lib/texts/settings';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the page shows the settings bundle's texts; its head preloads them. */
export const handle: TextsHandle = { texts: ['settings'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const title = text(context, 'settings.emailConfirm.title');
  return { ...(await loadEmailConfirm(context, request)), title };
}

export function action({ context, request }: Route.ActionArgs) {
  return emailConfirmAction(context, request);
}

/** Issue 33: the link mailed to a new address; the address moves when the person confirms. */
export default function EmailConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  if (isSuccess(actionData)) {
    return (
      <AuthCard title={t('settings.emailConfirm.changed')} subtitle={actionData.message}>
        <AuthCardActions>
          <ButtonLink to="/settings" variant="primary" size="lg">
            {t('settings.back')}
          </ButtonLink>
        </AuthCardActions>
      </AuthCard>
    );
  }
  if (!loaderData.email) {
    return (
      <AuthCard
        title={t('settings.emailConfirm.badTitle')}
        subtitle={t('settings.emailConfirm.badText')}
      >
        <AuthCardActions>
          <ButtonLink to="/settings#settings-email" variant="primary" size="lg">
            {t('settings.emailConfirm.goToSettings')}
          </ButtonLink>
        </AuthCardActions>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('settings.emailConfirm.title')}
      subtitle={t('settings.emailConfirm.text', { email: loaderData.email })}
    >
      <Form method="post">
        <AccountFormHead
          hidden={{ token: loaderData.token }}
          errorId="email-confirm-error"
          error={isFailure(actionData) ? actionData.error : null}
        />
        <AuthCardActions>
          <Button type="submit" variant="primary" size="lg" loading={busy}>
            {t('settings.emailConfirm.use')}
          </Button>
        </AuthCardActions>
      </Form>
    </AuthCard>
  );
}
