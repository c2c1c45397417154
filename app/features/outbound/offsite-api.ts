import { isRedirectStatus, type OffsiteCheck } from '#domain/sharing/offsite';

/** What the client learned of an outbound link (spec 01 §7 P-317 … P-321). */
export interface OffsiteResult {
  check: OffsiteCheck;
  /** the sanitized target the server named (P-319); the link itself when there was no answer */
  shown: string;
  message: string;
  /** the signed /offsite/ path to open; null when the check stopped it or failed */
  offsiteUrl: string | null;
}

/**
 * spec 01 §7 (P-316), spec 02 §7 (M-345, M-346): `GET /v3/offsite/` with pin_id, url, check_only
 * and client_tracking_params. Never throws: an error, an aborted call or a body without data is
 * the check 'error' (P-321), and the link then opens normally (P-320).
 */
export async function fetchOffsiteCheck(
  pinId: string,
  url: string,
  signal?: AbortSignal,
): Promise<OffsiteResult> {
  const failed: OffsiteResult = { check: 'error', shown: url, message: '', offsiteUrl: null };
  const q = new URLSearchParams({
    pin_id: pinId,
    url,
    check_only: 'true',
    client_tracking_params: '',
  });
  try {
    const res = await fetch(`/v3/offsite/?${q.toString()}`, {
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    if (!res.ok) return failed;
    const body = (await res.json()) as {
      resource_response?: {
        data?: {
          redirect_status?: unknown;
          url?: unknown;
          message?: unknown;
          offsite_url?: unknown;
        };
      };
    };
    const data = body.resource_response?.data;
    if (!data || !isRedirectStatus(data.redirect_status)) return failed;
    return {
      check: data.redirect_status,
      shown: typeof data.url === 'string' && data.url ? data.url : url,
      message: typeof data.message === 'string' ? data.message : '',
      offsiteUrl:
        typeof data.offsite_url === 'string' && data.offsite_url.startsWith('/offsite/?')
          ? data.offsite_url
          : null,
    };
  } catch {
    return failed;
  }
}
