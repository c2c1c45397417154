/**
 * A signed-out visitor's local saves (spec 01 §4 P-137 … P-140, §5 P-221 … P-223, §8 P-372).
 *
 * The logged-out save experiment group comes from the `exp_unauth_save` query parameter (e.g.
 * `?exp_unauth_save=enabled_3`) or, failing that, the `tessera_exp_unauth_save` cookie, until
 * experiments have their own service: `enabled_N` allows N local saves, `push_to_app…` none,
 * anything else the default 2.
 */

import type { Viewer } from '#domain/accounts/viewer';
import { visitorSaveLimit } from '#domain/pins/limits';
import { clearVisitorSavedPins, readVisitorState } from '../visitor-state';
import { quickSavesBoard, repinPin } from './save-api';

const QUERY = 'exp_unauth_save';
const COOKIE = 'tessera_exp_unauth_save';

export function visitorSaveExperimentGroup(): string | null {
  if (typeof window === 'undefined') return null;
  const fromQuery = new URLSearchParams(window.location.search).get(QUERY);
  if (fromQuery) return fromQuery;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function currentVisitorSaveLimit(): number {
  return visitorSaveLimit(visitorSaveExperimentGroup());
}

export interface MergeResult {
  saved: number;
  failed: number;
}

let running: Promise<MergeResult> | null = null;

/**
 * spec 01 §4, §7 (P-139, P-140, P-323 … P-325): after login, the Quick Saves board is created
 * (or found) and each locally saved pin is repinned into it by its own call; a failure is only
 * logged and counted (§8 P-372). The local list is then cleared. If even the board cannot be
 * had, the list stays for the next page load.
 */
export function mergeVisitorSaves(viewer: Viewer): Promise<MergeResult> {
  if (running) return running;
  running = (async () => {
    const pinIds = readVisitorState().savedPins;
    if (!viewer.isAuth || !viewer.id || pinIds.length === 0) return { saved: 0, failed: 0 };
    let boardId: string;
    try {
      boardId = (await quickSavesBoard(viewer.id)).id;
    } catch (e) {
      console.warn('quick_save_merge_error', 'board', e);
      return { saved: 0, failed: pinIds.length };
    }
    let saved = 0;
    let failed = 0;
    for (const pinId of pinIds) {
      try {
        await repinPin({ pinId, boardId });
        saved += 1;
      } catch (e) {
        failed += 1;
        console.warn('quick_save_merge_error', pinId, e);
      }
    }
    clearVisitorSavedPins();
    return { saved, failed };
  })().finally(() => {
    running = null;
  });
  return running;
}
