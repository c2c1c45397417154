import { useEffect } from 'react';
import { useViewer } from '../../lib/viewer-context';
import { recordVisitorCloseup, recordVisitorPageLoad } from './visitor-state';

/** Once per page load (the app mounts once per document), for signed-out visitors only. */
export function useRecordVisitorPageLoad() {
  const viewer = useViewer();
  const visitor = !viewer.isAuth && !viewer.isBot;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the document's first render is a page load, not a later sign-out
  useEffect(() => {
    if (visitor) recordVisitorPageLoad();
  }, []);
}

/** A visitor looking at a pin's closeup, as a page or over a grid. */
export function useRecordVisitorCloseup(pinId: string) {
  const viewer = useViewer();
  const visitor = !viewer.isAuth && !viewer.isBot;
  useEffect(() => {
    if (visitor) recordVisitorCloseup(pinId);
  }, [visitor, pinId]);
}
