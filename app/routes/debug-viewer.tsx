import { DevPage, JsonDump } from '../features/auth';
import { loadDebugViewer } from '../features/auth/dev.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/debug-viewer';

export function meta() {
  return [{ title: siteTitle('Viewer (debug)') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadDebugViewer(context);
}

/** Employees see the viewer object of their request (spec 01 §3), as the server built it. */
export default function DebugViewer({ loaderData }: Route.ComponentProps) {
  return (
    <DevPage title="Viewer" lead="The viewer object of this request, as the server built it.">
      <JsonDump value={loaderData.viewer} />
    </DevPage>
  );
}
