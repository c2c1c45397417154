import { pageText } from './page-i18n';

/** Client for Tessera's resource API (the same calls other clients use). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

interface Envelope<T> {
  resource_response?: {
    data: T | null;
    bookmark?: string | null;
    error: { code: string; message: string; http_status: number } | null;
  };
}

/** One call of the API: network failures and error envelopes become a readable ApiError. */
export async function callResource<T>(
  url: string,
  init: RequestInit,
): Promise<{ data: T; bookmark: string | null }> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'network', pageText('ui.unreachable'));
  }
  let body: Envelope<T> | null = null;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    // not JSON: handled below
  }
  const rr = body?.resource_response;
  if (!res.ok || !rr || rr.error || rr.data === null) {
    throw new ApiError(
      res.status,
      rr?.error?.code ?? 'bad_response',
      rr?.error?.message ?? pageText('ui.failed'),
    );
  }
  return { data: rr.data, bookmark: rr.bookmark ?? null };
}

export function getResource<T>(
  name: string,
  options: Record<string, unknown>,
  init: { signal?: AbortSignal } = {},
): Promise<{ data: T; bookmark: string | null }> {
  const url = `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;
  return callResource<T>(url, {
    headers: { accept: 'application/json' },
    signal: init.signal ?? null,
  });
}

/**
 * The page's CSRF token (root renders it in `<meta name="csrf-token">`); state-changing API
 * calls with a session must carry it (docs/decisions/005-accounts.md).
 */
export function csrfTokenFromPage(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

export async function postResource<T>(
  name: string,
  action: 'create' | 'update' | 'delete',
  options: Record<string, unknown>,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  const { data } = await callResource<T>(`/resource/${name}/${action}/`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-csrf-token': csrfTokenFromPage(),
    },
    body: JSON.stringify({ options }),
    signal: init.signal ?? null,
  });
  return data;
}
