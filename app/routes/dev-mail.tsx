import { DevPage, OutboxList } from '../features/auth';
import { loadOutbox } from '../features/auth/dev.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/dev-mail';

export function meta() {
  return [{ title: siteTitle('Outbox (development)') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadOutbox(context);
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  return (
    <DevPage
      title="Outbox"
      lead="Mail Tessera would have sent (no SMTP_URL is set). Newest first. Not available in production."
    >
      <OutboxList mails={loaderData.mails} />
    </DevPage>
  );
}
