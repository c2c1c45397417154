import { ExperienceGallery } from '../features/experiences';
import { loadGallery } from '../lib/dev.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/dev-experiences';
// the gallery's previews say an experience's render problem in the editor's words
import '../lib/texts/admin';

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
