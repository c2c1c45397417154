import { LOGIN_PROMPTS } from '../features/auth';
import { CollagesPage } from '../features/collages';
import { loadCollageTool } from '../features/collages/collages.server';
import { LoginNeeded } from '../features/pin-builder';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useViewer } from '../lib/viewer-context';
import { useT } from '../ui/i18n';
import type { Route } from './+types/collage-creation-tool';
import s from './collage-creation-tool.module.css';
import '../lib/texts/builder';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['builder'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const data = await loadCollageTool(context, request);
  return { ...data, title: text(context, 'collage.create') };
}

/** spec 02 §2 (M-095, M-025) /collage-creation-tool/: make, publish and delete collages. */
export default function CollageCreationTool({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  const t = useT();
  if (!viewer.isAuth) {
    return <LoginNeeded prompt={LOGIN_PROMPTS.create} lead={t('collage.loginLead')} />;
  }
  return (
    <div className={s.page}>
      <CollagesPage
        key={loaderData.draft?.id ?? 'new'}
        pins={loaderData.pins}
        draft={loaderData.draft}
        drafts={loaderData.drafts}
      />
    </div>
  );
}
