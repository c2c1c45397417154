import { TuneHomeFeed } from '../features/feedback';
import { loadTune, tuneAction } from '../features/feedback/tune.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/tune';
import s from './admin-domains.module.css';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadTune(context)), title: text(context, 'feedback.tune') };
}

export function action({ context, request }: Route.ActionArgs) {
  return tuneAction(context, request);
}

/** spec 01 §2 /edit (P-037): the hidden-pin overlay's 'Tune your home feed' lands here. */
export default function Tune({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={s.page}>
      <h1 className={s.title}>{t('feedback.tune')}</h1>
      <p className={s.lead}>{t('feedback.tuneLead')}</p>
      <TuneHomeFeed data={loaderData} result={actionData} />
    </div>
  );
}
