import { ExperienceGallery } from '../features/experiences';
import { loadGallery } from '../lib/dev.server';
import type { Route } from './+types/dev-experiences';

export function meta() {
  return [{ title: 'Experiences (development) | Tessera' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadGallery(context);
}

export default function DevExperiences() {
  return <ExperienceGallery />;
}
