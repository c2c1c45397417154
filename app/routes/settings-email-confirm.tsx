import { Form, useNavigation } from 'react-router';
import { AccountFormHead, AuthCard, AuthCardActions } from '../features/auth';
import { emailConfirmAction, loadEmailConfirm } from '../features/settings/settings.server';
import { isFailure, isSuccess } from '../lib/form-result';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import type { Route } from './+types/settings-email-confirm';

export function meta() {
  return [{ title: siteTitle('Confirm your new email') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadEmailConfirm(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return emailConfirmAction(context, request);
}

/** Issue 33: the link mailed to a new address; the address moves when the person confirms. */
export default function EmailConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (isSuccess(actionData)) {
    return (
      <AuthCard title="Email changed" subtitle={actionData.message}>
        <AuthCardActions>
          <ButtonLink to="/settings" variant="primary" size="lg">
            Back to Settings
          </ButtonLink>
        </AuthCardActions>
      </AuthCard>
    );
  }
  if (!loaderData.email) {
    return (
      <AuthCard
        title="This link can't be used"
        subtitle="It has expired or was already used. Ask for a new one in Settings, under Email."
      >
        <AuthCardActions>
          <ButtonLink to="/settings#settings-email" variant="primary" size="lg">
            Go to Settings
          </ButtonLink>
        </AuthCardActions>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm your new email"
      subtitle={`Your Tessera account will use ${loaderData.email} from now on.`}
    >
      <Form method="post">
        <AccountFormHead
          hidden={{ token: loaderData.token }}
          errorId="email-confirm-error"
          error={isFailure(actionData) ? actionData.error : null}
        />
        <AuthCardActions>
          <Button type="submit" variant="primary" size="lg" loading={busy}>
            Use this email
          </Button>
        </AuthCardActions>
      </Form>
    </AuthCard>
  );
}
