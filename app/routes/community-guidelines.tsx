import { CommunityGuidelines } from '../features/guidelines';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/community-guidelines';
import s from './community-guidelines.module.css';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: siteTitle('Community guidelines'),
    description:
      'What belongs on Tessera and what does not: safety, harassment, spam, intellectual property, adult content and how to report.',
    origin: matches[0]?.loaderData?.origin ?? '',
    path: '/community-guidelines/',
  });
}

/** A static page every visitor can read; the blocked-link dialog links to its #spam section. */
export default function CommunityGuidelinesPage() {
  return (
    <div className={s.page}>
      <CommunityGuidelines />
    </div>
  );
}
