import type { CollageItem, CollageListItem, CollageModel } from '#domain/boards/collages';
import { callApi } from '../../lib/call-api';

/** Issue 14: the collage calls, REST under /v3/users/me/shuffles/ (spec 02 §7). */
const BASE = '/v3/users/me/shuffles/';

/** spec 02 §7 M-339: the published list with the spec's query. */
export function fetchPublishedCollages(signal?: AbortSignal): Promise<CollageListItem[]> {
  return callApi<CollageListItem[]>({
    url: BASE,
    method: 'GET',
    data: {
      is_draft: 'false',
      transform_to_pins: 'true',
      fields: 'pin.type,pin.id,pin.images,pin.description,pin.pinner',
    },
    ...(signal ? { signal } : {}),
  });
}

function body(title: string, items: readonly CollageItem[]) {
  return {
    title,
    items: items.map((it) => ({
      pin_id: it.pinId,
      crop: it.crop,
      x: it.x,
      y: it.y,
      scale: it.scale,
      rotation: it.rotation,
      z: it.z,
    })),
  };
}

/** Saves a draft: a new one, or the given one replaced. */
export function saveCollage(
  id: string | null,
  title: string,
  items: readonly CollageItem[],
): Promise<CollageModel> {
  return callApi<CollageModel>({
    url: id ? `${BASE}${encodeURIComponent(id)}/` : BASE,
    method: id ? 'PUT' : 'POST',
    data: body(title, items),
  });
}

export function publishCollage(id: string): Promise<CollageModel> {
  return callApi<CollageModel>({
    url: `${BASE}${encodeURIComponent(id)}/publish/`,
    method: 'POST',
  });
}

export function deleteCollage(id: string): Promise<{ id: string }> {
  return callApi<{ id: string }>({ url: `${BASE}${encodeURIComponent(id)}/`, method: 'DELETE' });
}
