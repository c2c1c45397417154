import { LOGIN_PROMPTS } from '../features/auth';
import { CollagesPage } from '../features/collages';
import { loadCollageTool } from '../features/collages/collages.server';
import { LoginNeeded } from '../features/pin-builder';
import { siteTitle } from '../lib/site-name';
import { useViewer } from '../lib/viewer-context';
import type { Route } from './+types/collage-creation-tool';
import s from './collage-creation-tool.module.css';

export function meta() {
  return [{ title: siteTitle('Create collage') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCollageTool(context, request);
}

/** spec 02 §2 (M-095, M-025) /collage-creation-tool/: make, publish and delete collages. */
export default function CollageCreationTool({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  if (!viewer.isAuth) {
    return (
      <LoginNeeded
        prompt={LOGIN_PROMPTS.create}
        lead="Collages are made of cut-outs from your Pins."
      />
    );
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
