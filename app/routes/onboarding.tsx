import { OnboardingTopics } from '../features/ideas';
import { loadOnboarding, onboardingAction } from '../features/ideas/onboarding.server';
import { isFailure } from '../lib/form-result';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/onboarding';
import '../lib/texts/discover';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadOnboarding(context, request)), title: text(context, 'ideas.pickTitle') };
}

export function action({ context, request }: Route.ActionArgs) {
  return onboardingAction(context, request);
}

export default function Onboarding({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OnboardingTopics
      name={loaderData.name}
      topics={loaderData.topics}
      next={loaderData.next}
      error={isFailure(actionData) ? actionData.error : null}
    />
  );
}
