import { OnboardingTopics } from '../features/ideas';
import { loadOnboarding, onboardingAction } from '../features/ideas/onboarding.server';
import { isFailure } from '../lib/form-result';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/onboarding';

export function meta() {
  return [{ title: siteTitle('Pick your topics') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadOnboarding(context, request);
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
