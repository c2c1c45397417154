/** The shape of a kept answer's reply, shared by the framework's path and the first look. */

/** What a kept entry answers one request with, whoever sends it (decision 066). */
export interface KeptReply {
  status: 200 | 304;
  /** the entry's own headers and this answer's (tag, coding, vary) */
  headers: [string, string][];
  /** the nonce the answer's policy must name: the request's, or the revalidating copy's */
  nonce: string;
  /** null: no body (304, HEAD) */
  body: Buffer | null;
  /** the body is sent as it is here: no further coding may apply */
  final: boolean;
}

/** What of a request a kept answer's reply depends on. */
export interface ReplyAsk {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The entry's headers with `name` added to its Vary (once). */
export function withVary(headers: [string, string][], name: string): [string, string][] {
  const at = headers.findIndex(([k]) => k.toLowerCase() === 'vary');
  if (at === -1) return [...headers, ['vary', name]];
  const current = (headers[at] as [string, string])[1];
  if (
    current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(name)
  )
    return headers;
  const out = [...headers];
  out[at] = ['vary', current ? `${current}, ${name}` : name];
  return out;
}

/** Whether the framework's compression would leave an uncoded body as it is. */
export function codesNothing(acceptEncoding: string | string[] | undefined): boolean {
  if (acceptEncoding === undefined) return true;
  const raw = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return raw.trim().toLowerCase() === 'identity';
}

/** An answer the response cache is asked to keep. */
export interface ToKeep {
  body: Buffer;
  /** where the body holds the request's nonce (a page), or null */
  nonce: string | null;
  headers: [string, string][];
  /** a server-rendered page, which the server's first look may send (decision 066) */
  page?: boolean;
  /** the body's tag where its maker named it already (decision 075: JSON, without a nonce) */
  etag?: string;
}
