import { LOGIN_PROMPTS } from '../features/auth';
import { LoginNeeded, PinEditForm } from '../features/pin-builder';
import { loadPinEdit } from '../features/pin-builder/pin-edit.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { useT } from '../ui/i18n';
import type { Route } from './+types/pin-edit';
import s from './edit-page.module.css';
import '../lib/texts/builder';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards', 'builder'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  return {
    ...(await loadPinEdit(context, params.pinParam)),
    title: text(context, 'builder.editTitle'),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

/** M-034 /pin/{id}/edit (decision 006). */
export default function PinEditPage({ loaderData }: Route.ComponentProps) {
  const { pin } = loaderData;
  const t = useT();
  if (!pin) {
    return <LoginNeeded prompt={LOGIN_PROMPTS.edit} lead={t('builder.editLogin')} />;
  }
  return (
    <div className={`${s.page} ${s.wide}`}>
      <PinEditForm key={pin.id} pin={pin} />
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <RouteErrorPage
      notFound={{
        title: t('builder.editNotFound'),
        message: t('builder.editNotFoundText'),
      }}
      doing={t('builder.editDoing')}
    />
  );
}
