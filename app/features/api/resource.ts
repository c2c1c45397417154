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

export async function getResource<T>(
  name: string,
  options: Record<string, unknown>,
  init: { signal?: AbortSignal } = {},
): Promise<{ data: T; bookmark: string | null }> {
  const url = `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: init.signal ?? null,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(
      0,
      'network',
      'Tessera could not be reached. Check your connection and try again.',
    );
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
      rr?.error?.message ?? 'Something went wrong. Please try again.',
    );
  }
  return { data: rr.data, bookmark: rr.bookmark ?? null };
}
