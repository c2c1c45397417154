import { loadGallery } from '../lib/dev.server';
import { siteTitle } from '../lib/site-name';
import { Gallery } from '../ui/gallery/Gallery';
import type { Route } from './+types/dev-ui';

export function meta() {
  return [
    { title: siteTitle('Design system (development)') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadGallery(context);
}

export default function DevUi() {
  return <Gallery />;
}
