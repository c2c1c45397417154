import { loadGallery } from '../lib/dev.server';
import { Gallery } from '../ui/gallery/Gallery';
import type { Route } from './+types/dev-ui';

export function meta() {
  return [
    { title: 'Design system (development) | Tessera' },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadGallery(context);
}

export default function DevUi() {
  return <Gallery />;
}
