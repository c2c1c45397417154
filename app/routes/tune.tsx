import { TuneHomeFeed } from '../features/feedback';
import { loadTune, tuneAction } from '../features/feedback/tune.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/tune';
import s from './admin-domains.module.css';

export function meta() {
  return [{ title: siteTitle('Tune your home feed') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadTune(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return tuneAction(context, request);
}

/** spec 01 §2 /edit (P-037): the hidden-pin overlay's 'Tune your home feed' lands here. */
export default function Tune({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <h1 className={s.title}>Tune your home feed</h1>
      <p className={s.lead}>
        Your home feed follows what you follow and leaves out what you hid. Change either here.
      </p>
      <TuneHomeFeed data={loaderData} result={actionData} />
    </div>
  );
}
