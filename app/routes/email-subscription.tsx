import type { ReactNode } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { NOTIFICATION_SETTINGS_PATH } from '#domain/messages/notification-preferences';
import { AuthCard } from '../features/auth';
import {
  type EmailSubscriptionView,
  emailSubscriptionAction,
  loadEmailSubscription,
} from '../features/settings/notification-settings.server';
import { text } from '../lib/i18n.server';
import { useCsrfToken } from '../lib/root-data';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import { useT } from '../ui/i18n';
import type { Route } from './+types/email-subscription';
import s from './email-subscription.module.css';
import '../lib/texts/pages';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['pages'] };

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: siteTitle(loaderData?.title) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await loadEmailSubscription(context, request);
  return data(
    { ...answer.data, title: text(context, 'pages.email.title') },
    answer.init ?? undefined,
  );
}

export function action({ context, request }: Route.ActionArgs) {
  return emailSubscriptionAction(context, request);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

function SettingsLink({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className={s.actions}>
      {children}
      <ButtonLink to={NOTIFICATION_SETTINGS_PATH} size="lg">
        {t('pages.email.settings')}
      </ButtonLink>
    </div>
  );
}

/** M-076, decision 044: where a notification mail's unsubscribe link leads. */
export default function EmailSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useCsrfToken();
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const view: EmailSubscriptionView = actionData ?? loaderData;
  if (view.kind === 'invalid') {
    return (
      <AuthCard title={t('pages.email.invalid')} subtitle={view.message}>
        <SettingsLink />
      </AuthCard>
    );
  }
  if (view.kind === 'none') {
    return (
      <AuthCard title={t('pages.email.yours')} subtitle={t('pages.email.yoursText')}>
        <SettingsLink />
      </AuthCard>
    );
  }
  if (view.kind === 'resubscribed') {
    return (
      <AuthCard
        title={t('pages.email.resubscribed', { label: view.label })}
        subtitle={t('pages.email.nothingElse')}
      >
        <SettingsLink />
      </AuthCard>
    );
  }
  const undone = view.kind === 'undo';
  return (
    <AuthCard
      title={
        undone
          ? t('pages.email.undoTitle', { label: view.label })
          : t('pages.email.unsubscribed', { label: view.label })
      }
      subtitle={undone ? t('pages.email.undoText') : t('pages.email.unsubscribedText')}
    >
      <SettingsLink>
        <Form method="post" action={view.undoUrl} replace>
          <input type="hidden" name="_csrf" value={csrf} />
          <Button type="submit" variant="primary" size="lg" loading={busy}>
            {t('pages.email.undo')}
          </Button>
        </Form>
      </SettingsLink>
    </AuthCard>
  );
}
