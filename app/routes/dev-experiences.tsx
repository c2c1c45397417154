import { ExperienceGallery } from '../features/experiences';
import { loadGallery } from '../lib/dev.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/dev-experiences';

export function meta() {
  return [
    { title: siteTitle('Experiences (development)') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadGallery(context);
}

export default function DevExperiences() {
  return <ExperienceGallery />;
}
