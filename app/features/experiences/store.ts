import {
  contextKey,
  placementsToRefresh,
  shouldSkipFetch,
} from '#domain/experiences/experience-refresh';
import {
  AUTO_COMPLETE_EXPERIENCES,
  type ExperienceWire,
  FETCH_ERROR_SAMPLE_RATE,
  placedExperienceKey,
  REFETCH_ON_VIEW_PLACEMENT,
  renderProblem,
  shouldSendComplete,
} from '#domain/experiences/experiences';
import { callApi } from '../../lib/call-api';
import { getResource, postResource } from '../../lib/resource';

/**
 * The one placement store of spec 02 §3 (M-136): the single experience of each placement, the
 * multi lists, the placements mounted now and those registered after an action. Components read
 * it through useExperience (placement.tsx); every lifecycle call goes through here, so each is
 * sent once however many components show the same experience.
 */

type Context = Record<string, unknown> | null | undefined;

interface State {
  single: Map<number, ExperienceWire | null>;
  multi: Map<number, ExperienceWire[]>;
  mounted: Map<number, number>;
  /** the context each placement was fetched with (null: none); absent until fetched */
  contexts: Map<number, string | null>;
  /** the placements of the page now (its surface); refreshes leave the others alone */
  surface: Set<number>;
  route: string;
}

const state: State = {
  single: new Map(),
  multi: new Map(),
  mounted: new Map(),
  contexts: new Map(),
  surface: new Set(),
  route: 'any',
};

/** what was sent, by 'kind:placement%3Aexperience' (M-187, M-190, M-194: once each) */
const sent = new Set<string>();
const listeners = new Set<() => void>();

/** spec 02 §8: quiet failures, counted and sampled, never shown */
export const experienceMetrics = { fetchFailures: 0, sampledFailures: 0, unmountedViews: 0 };

function emit() {
  for (const l of listeners) l();
}

export function subscribeExperiences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function experienceAt(placementId: number): ExperienceWire | null {
  return state.single.get(placementId) ?? null;
}

/** Puts what the server rendered with the page into the store, before the first paint. */
export function seedExperience(placementId: number, exp: ExperienceWire | null): void {
  if (state.single.has(placementId)) return;
  state.single.set(placementId, exp);
  state.contexts.set(placementId, null);
}

/** The page's surface: its route kind and its placements (M-201 "in the current surface"). */
export function setSurface(route: string, placements: readonly number[]): void {
  state.route = route;
  state.surface = new Set(placements);
}

export function mountPlacement(placementId: number): () => void {
  state.mounted.set(placementId, (state.mounted.get(placementId) ?? 0) + 1);
  return () => {
    const n = (state.mounted.get(placementId) ?? 1) - 1;
    if (n <= 0) state.mounted.delete(placementId);
    else state.mounted.set(placementId, n);
  };
}

function renderable(exp: ExperienceWire | null | undefined): boolean {
  return Boolean(exp) && renderProblem(exp as ExperienceWire) === null;
}

function noteFailure() {
  experienceMetrics.fetchFailures += 1;
  if (Math.random() < FETCH_ERROR_SAMPLE_RATE) experienceMetrics.sampledFailures += 1;
}

/**
 * Fetches the experiences of some placements (UserExperienceResource, or the platform call's
 * multi variant), skipping those the rules of M-198–M-200 say are already held.
 */
export async function fetchPlacements(
  placementIds: readonly number[],
  options: { extraContext?: Context; multi?: boolean; force?: boolean } = {},
): Promise<void> {
  const key = contextKey(options.extraContext);
  const wanted = options.force
    ? [...placementIds]
    : placementIds.filter((id) => {
        const exp = options.multi ? state.multi.get(id)?.[0] : state.single.get(id);
        const held = {
          context: state.contexts.get(id),
          hasExperience: Boolean(exp),
          renderable: renderable(exp),
          single: !options.multi,
        };
        return !shouldSkipFetch(held, key);
      });
  if (wanted.length === 0) return;
  return joinBatch(wanted, Boolean(options.multi), options.extraContext ?? null, key);
}

interface Batch {
  ids: Set<number>;
  multi: boolean;
  extraContext: Context;
  key: string | null;
  done: Promise<void>;
}

const batches = new Map<string, Batch>();

/**
 * The placements a page mounts together (home's three) are asked in one call: requests of one
 * task with the same kind and context join a batch sent when the task ends.
 */
function joinBatch(
  ids: readonly number[],
  multi: boolean,
  extraContext: Context,
  key: string | null,
): Promise<void> {
  const slot = `${multi}|${key}`;
  const open = batches.get(slot);
  if (open) {
    for (const id of ids) open.ids.add(id);
    return open.done;
  }
  const batch = { ids: new Set(ids), multi, extraContext, key } as Batch;
  batch.done = Promise.resolve().then(() => {
    batches.delete(slot);
    return sendBatch(batch);
  });
  batches.set(slot, batch);
  return batch.done;
}

async function sendBatch(batch: Batch): Promise<void> {
  const wanted = [...batch.ids];
  const common = {
    placement_ids: wanted,
    extra_context: batch.extraContext ?? null,
    targeting: { route: state.route },
  };
  try {
    if (batch.multi) {
      const { data } = await getResource<Record<string, ExperienceWire[]>>(
        'UserExperiencePlatformResource',
        { ...common, multiExperiencePlatform: true },
      );
      for (const id of wanted) state.multi.set(id, data[String(id)] ?? []);
    } else {
      const { data } = await getResource<Record<string, ExperienceWire | null>>(
        'UserExperienceResource',
        common,
      );
      for (const id of wanted) state.single.set(id, data[String(id)] ?? null);
    }
    for (const id of wanted) state.contexts.set(id, batch.key);
    emit();
  } catch {
    noteFailure();
  }
}

function payload(exp: ExperienceWire, extraContext?: Context) {
  return {
    placed_experience_id: placedExperienceKey(exp.placement_id, exp.experience_id),
    extra_context: extraContext ?? exp.extra_context ?? null,
    targeting: { route: state.route },
  };
}

function once(kind: string, exp: ExperienceWire): boolean {
  const k = `${kind}:${placedExperienceKey(exp.placement_id, exp.experience_id)}`;
  if (sent.has(k)) return false;
  sent.add(k);
  return true;
}

function setStatus(exp: ExperienceWire, status: ExperienceWire['status']) {
  const current = state.single.get(exp.placement_id);
  if (current && current.experience_id === exp.experience_id) {
    state.single.set(exp.placement_id, { ...current, status });
  }
  const list = state.multi.get(exp.placement_id);
  if (list) {
    state.multi.set(
      exp.placement_id,
      list.map((e) => (e.experience_id === exp.experience_id ? { ...e, status } : e)),
    );
  }
}

/** M-185–M-189: viewed locally first, then sent once; placement 1000162 refetches. */
export function viewExperience(exp: ExperienceWire, extraContext?: Context): void {
  if (!once('view', exp)) return;
  if (!state.mounted.has(exp.placement_id)) experienceMetrics.unmountedViews += 1;
  setStatus(exp, 'viewed');
  emit();
  void postResource('UserExperienceViewedResource', 'update', payload(exp, extraContext))
    .then(() => {
      if (exp.placement_id === REFETCH_ON_VIEW_PLACEMENT) {
        return fetchPlacements([exp.placement_id], { force: true });
      }
      return undefined;
    })
    .catch(noteFailure);
  // M-216: these complete at once, with removal prevented
  if (AUTO_COMPLETE_EXPERIENCES.includes(exp.experience_id)) {
    completeExperience(exp, { preventRemoval: true });
  }
}

function removeFromStore(exp: ExperienceWire) {
  const current = state.single.get(exp.placement_id);
  if (current?.experience_id === exp.experience_id) state.single.set(exp.placement_id, null);
  const list = state.multi.get(exp.placement_id);
  if (list) {
    state.multi.set(
      exp.placement_id,
      list.filter((e) => e.experience_id !== exp.experience_id),
    );
  }
}

/** M-201: after a completion or a dismissal, the placements that may hold something new. */
async function refreshAfterChange(): Promise<void> {
  const ids = new Set<number>([...state.single.keys(), ...state.surface]);
  const refresh = placementsToRefresh(
    [...ids].map((placementId) => {
      const exp = state.single.get(placementId);
      return {
        placementId,
        hasExperience: Boolean(exp),
        renderable: renderable(exp),
        inCurrentSurface: state.surface.has(placementId),
        mounted: state.mounted.has(placementId),
      };
    }),
  );
  if (refresh.length) await fetchPlacements(refresh, { force: true });
}

/**
 * M-190–M-193: sent once, only for code 1 or 2 or with removal prevented; then the list is
 * refreshed unless `skipRefresh` (the variant that leaves the home feed alone).
 */
export function completeExperience(
  exp: ExperienceWire,
  options: {
    code?: number;
    preventRemoval?: boolean;
    skipRefresh?: boolean;
    extraContext?: Context;
  } = {},
): Promise<void> {
  const code = options.code ?? 1;
  if (!shouldSendComplete(code, Boolean(options.preventRemoval))) return Promise.resolve();
  if (!once('complete', exp)) return Promise.resolve();
  setStatus(exp, 'completed');
  if (!options.preventRemoval) removeFromStore(exp);
  emit();
  return postResource(
    'UserExperienceCompletedResource',
    'update',
    payload(exp, options.extraContext),
  )
    .then(() => (options.skipRefresh ? undefined : refreshAfterChange()))
    .catch(noteFailure);
}

/** M-194, M-195: sent once; the list is refreshed. */
export function dismissExperience(exp: ExperienceWire, extraContext?: Context): Promise<void> {
  if (!once('dismiss', exp)) return Promise.resolve();
  setStatus(exp, 'dismissed');
  removeFromStore(exp);
  emit();
  return postResource('UserExperienceResource', 'delete', payload(exp, extraContext))
    .then(() => refreshAfterChange())
    .catch(noteFailure);
}

/**
 * M-206, M-207, M-334, M-335: one trigger call per triggerable experience, its extra_context a
 * JSON string merged with any metadata held for it.
 */
export function triggerExperiences(
  exp: ExperienceWire,
  metadata: Record<string, unknown> = {},
): void {
  for (const entry of exp.triggerable_placed_exps) {
    const key = entry.replace(':', '%3A');
    const extra = { ...(exp.extra_context ?? {}), ...metadata };
    void callApi({
      url: `/v3/experiences/${key}/trigger/`,
      method: 'PUT',
      data: Object.keys(extra).length ? { extra_context: JSON.stringify(extra) } : {},
    }).catch(noteFailure);
  }
}
