import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useViewer } from '../../lib/viewer-context';
import { mergeVisitorSaves } from './visitor-saves';

/**
 * Mounted once in the layout: when the page knows a signed-in viewer and the browser still holds
 * saves made while logged out, they are merged into the Quick Saves board (spec 01 §4 P-139,
 * P-140), then the page data is reloaded so the saves show.
 */
export function VisitorSaveMerge() {
  const viewer = useViewer();
  const { revalidate } = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new signed-in person is the trigger
  useEffect(() => {
    if (!viewer.isAuth || viewer.isBot) return;
    let live = true;
    void mergeVisitorSaves(viewer).then((r) => {
      if (live && r.saved > 0) void revalidate();
    });
    return () => {
      live = false;
    };
  }, [viewer.isAuth, viewer.id]);
  return null;
}
