// The parts an answer is written in (kept-json.ts): joined where they are text, and what names
// an answer made mostly of kept parts.

/** Text, or bytes: kept bytes (or a slice of them) as they are. */
export type Part = string | Buffer;

/** The parts with each run of text joined into one string; kept bytes and slices as they are. */
export function joinText(out: Part[]): Part[] {
  const parts: Part[] = [];
  let text = '';
  for (const part of out) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    if (text) parts.push(text);
    text = '';
    parts.push(part);
  }
  if (text || parts.length === 0) parts.push(text);
  return parts;
}

/**
 * What names an answer made mostly of kept bytes (`jsonAnswer`, kept-json.ts): for each part in
 * order, a kept part's own SHA-256 (`keptDigest`) after a 1, any other part's bytes after a 0
 * and their length (4 bytes). Written into one buffer and hashed in one call: a signed-in feed
 * page has hundreds of parts, and two calls to the hash per part were a tenth of its CPU. The
 * SHA-256 of the whole is the SHA-256 of its parts fed in turn: the digest is the same.
 */
export function namingBytes(
  parts: Part[],
  sizes: Int32Array,
  body: Buffer,
  keptDigest: (part: Buffer) => Buffer | undefined,
): Buffer {
  const digests: (Buffer | undefined)[] = [];
  let size = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as Part;
    const digest = typeof part === 'string' ? undefined : keptDigest(part);
    digests.push(digest);
    size += digest === undefined ? 5 + (sizes[i] as number) : 1 + digest.length;
  }
  const named = Buffer.allocUnsafe(size);
  let at = 0;
  let to = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const length = sizes[i] as number;
    const digest = digests[i];
    if (digest !== undefined) {
      named[to] = 1;
      named.set(digest, to + 1);
      to += 1 + digest.length;
    } else {
      named[to] = 0;
      named.writeUInt32BE(length, to + 1);
      named.set(body.subarray(at, at + length), to + 5);
      to += 5 + length;
    }
    at += length;
  }
  return named;
}
