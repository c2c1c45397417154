import { EVENTS_PATH } from '#domain/analytics/analytics-events';
import { brokenJson, type Gen, hostileId, type World } from './bodies.ts';
import { HOSTILE_NUMBERS, hostileString, hostileValue, type Rng } from './inputs.ts';

/** Issue 15: the event batches a broken tracker or an attacker sends to POST /v3/events/. */

function uuidFrom(r: Rng): string {
  const hex = Array.from({ length: 32 }, () => r.int(16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function hostileEvent(r: Rng, w: World): unknown {
  if (r.chance(0.05)) return hostileValue(r);
  const e: Record<string, unknown> = {
    id: r.chance(0.85)
      ? uuidFrom(r)
      : r.pick(['', 'x', uuidFrom(r).toUpperCase(), hostileString(r)]),
    type: r.chance(0.85)
      ? r.pick([18, 101, 12, 82, 8948, 3700, 102, 108])
      : r.pick(HOSTILE_NUMBERS),
    time: r.chance(0.85) ? Date.now() - r.int(3 * 86_400_000) : r.pick(HOSTILE_NUMBERS),
  };
  if (r.chance(0.8)) e.pin_id = r.chance(0.7) ? String(w.pinId) : hostileId(r, w);
  if (r.chance(0.3)) e.element = r.pick(['pin', 'share', hostileString(r)]);
  if (r.chance(0.3)) e.aux_data = r.chance(0.6) ? { grid_index: r.int(100) } : hostileValue(r);
  if (r.chance(0.2)) {
    const field = r.pick(['component', 'client_tracking_params', 'object_id_str', 'view_type']);
    e[field] = hostileValue(r);
  }
  return e;
}

export const eventsGen: [string, Gen] = [
  `POST ${EVENTS_PATH}`,
  (r, w) => {
    const target = `POST ${EVENTS_PATH}`;
    const mode = r.int(10);
    const events = Array.from({ length: r.pick([1, 2, 5, 50, 51, 0]) }, () => hostileEvent(r, w));
    const body = mode < 7 ? JSON.stringify({ events }) : brokenJson(r);
    const contentType =
      mode === 9
        ? r.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''])
        : 'application/json';
    return {
      target,
      method: r.chance(0.9) ? 'POST' : r.pick(['GET', 'PUT']),
      path: EVENTS_PATH,
      // analytics allowed, so batches reach the store and the roll-ups, not only the consent gate
      headers: {
        'content-type': contentType,
        cookie: `${w.cookie}; tessera_consent=${r.chance(0.8) ? 'a1.m0.p0' : 'a0.m0.p0'}`,
      },
      body,
    };
  },
];
