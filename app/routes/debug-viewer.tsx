import s from '../features/auth/Dev.module.css';
import { loadDebugViewer } from '../features/auth/dev.server';
import type { Route } from './+types/debug-viewer';

export function meta() {
  return [{ title: 'Viewer (debug) | Tessera' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadDebugViewer(context);
}

/** Employees see the viewer object of their request (spec 01 §3), as the server built it. */
export default function DebugViewer({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <h1 className={s.title}>Viewer</h1>
      <p className={s.lead}>The viewer object of this request, as the server built it.</p>
      <pre className={s.body}>{JSON.stringify(loaderData.viewer, null, 2)}</pre>
    </div>
  );
}
