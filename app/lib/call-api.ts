import { ApiError, callResource, csrfTokenFromPage } from './resource';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * spec 02 §7 (M-336) the generic call wrapper: any of Tessera's own REST paths (`/v3/...`) with a
 * method and data; GET sends the data as query parameters, the others as a JSON body with the
 * page's CSRF token. The answer is the resource envelope's data.
 */
export async function callApi<T>(request: {
  url: string;
  method: ApiMethod;
  data?: Record<string, unknown>;
  signal?: AbortSignal;
}): Promise<T> {
  if (!request.url.startsWith('/') || request.url.startsWith('//')) {
    throw new ApiError(0, 'bad_request', 'Only Tessera’s own API can be called.');
  }
  const data = request.data ?? {};
  if (request.method === 'GET') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(data)) {
      if (v !== undefined) query.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const sep = request.url.includes('?') ? '&' : '?';
    const url = query.size ? `${request.url}${sep}${query}` : request.url;
    const res = await callResource<T>(url, {
      headers: { accept: 'application/json' },
      signal: request.signal ?? null,
    });
    return res.data;
  }
  const res = await callResource<T>(request.url, {
    method: request.method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-csrf-token': csrfTokenFromPage(),
    },
    body: JSON.stringify(data),
    signal: request.signal ?? null,
  });
  return res.data;
}
