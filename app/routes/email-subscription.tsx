import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { NOTIFICATION_SETTINGS_PATH } from '#domain/messages/notification-preferences';
import { AuthCard } from '../features/auth';
import {
  type EmailSubscriptionView,
  emailSubscriptionAction,
  loadEmailSubscription,
} from '../features/settings/notification-settings.server';
import { useCsrfToken } from '../lib/root-data';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import type { Route } from './+types/email-subscription';
import s from './email-subscription.module.css';

export function meta() {
  return [
    { title: siteTitle('Email subscription') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadEmailSubscription(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return emailSubscriptionAction(context, request);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

function SettingsLink({ children }: { children?: ReactNode }) {
  return (
    <div className={s.actions}>
      {children}
      <ButtonLink to={NOTIFICATION_SETTINGS_PATH} size="lg">
        Choose which emails you get
      </ButtonLink>
    </div>
  );
}

/** M-076, decision 044: where a notification mail's unsubscribe link leads. */
export default function EmailSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useCsrfToken();
  const busy = useNavigation().state === 'submitting';
  const view: EmailSubscriptionView = actionData ?? loaderData;
  if (view.kind === 'invalid') {
    return (
      <AuthCard title="This link can't be used" subtitle={view.message}>
        <SettingsLink />
      </AuthCard>
    );
  }
  if (view.kind === 'none') {
    return (
      <AuthCard
        title="Your emails"
        subtitle="Choose which notification emails you get in Settings. Every notification email also has a link to unsubscribe from its kind."
      >
        <SettingsLink />
      </AuthCard>
    );
  }
  if (view.kind === 'resubscribed') {
    return (
      <AuthCard
        title={`You're subscribed to ${view.label} emails again`}
        subtitle="Nothing else changed."
      >
        <SettingsLink />
      </AuthCard>
    );
  }
  const undone = view.kind === 'undo';
  return (
    <AuthCard
      title={
        undone ? `Get ${view.label} emails again?` : `You're unsubscribed from ${view.label} emails`
      }
      subtitle={
        undone
          ? 'Undo turns back on what this unsubscribe link turned off.'
          : "You won't get these emails any more. Your notifications in Tessera stay as they were."
      }
    >
      <SettingsLink>
        <Form method="post" action={view.undoUrl} replace>
          <input type="hidden" name="_csrf" value={csrf} />
          <Button type="submit" variant="primary" size="lg" loading={busy}>
            Undo
          </Button>
        </Form>
      </SettingsLink>
    </AuthCard>
  );
}
