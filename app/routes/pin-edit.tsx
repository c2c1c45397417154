import { LOGIN_PROMPTS } from '../features/auth';
import { LoginNeeded, PinEditForm } from '../features/pin-builder';
import { loadPinEdit } from '../features/pin-builder/pin-edit.server';
import { siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import type { Route } from './+types/pin-edit';
import s from './edit-page.module.css';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadPinEdit(context, params.pinParam);
}

export function meta() {
  return [{ title: siteTitle('Edit Pin') }, { name: 'robots', content: 'noindex' }];
}

/** M-034 /pin/{id}/edit (decision 006). */
export default function PinEditPage({ loaderData }: Route.ComponentProps) {
  const { pin } = loaderData;
  if (!pin) {
    return (
      <LoginNeeded
        prompt={LOGIN_PROMPTS.edit}
        lead="Log in to change the title, description, link or board of your Pins."
      />
    );
  }
  return (
    <div className={`${s.page} ${s.wide}`}>
      <PinEditForm key={pin.id} pin={pin} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      notFound={{
        title: "We couldn't find that Pin",
        message: 'It may have been deleted, or you may not be able to edit it.',
      }}
      doing="loading this Pin"
    />
  );
}
