import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for a kept page whose parts never change but whose nonce does (issue 12): each part is
 * deflated once, on its own and flushed to a byte boundary (so it refers to nothing before it),
 * and an answer strings the parts' blocks around its own nonce, closes the stream and adds the
 * gzip header and trailer (RFC 1951 §3.2.3–3.2.4, RFC 1952 §2.3). Issue 32: per answer that is
 * no zlib call at all: the nonce goes in a stored block, and the trailer's CRC-32 is combined
 * from the parts' own CRCs (zlib's crc32_combine) instead of read over the whole page again.
 */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

/** A kept body cut where its token (a nonce) goes: the parts a token joins again. */
export function splitOn(body: Buffer, token: string | null): Buffer[] {
  if (!token) return [body];
  const needle = Buffer.from(token);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The parts joined with `token` (the page as one request gets it). */
export function joinWith(parts: Buffer[], token: string): Buffer {
  if (parts.length === 1) return parts[0] as Buffer;
  const t = Buffer.from(token);
  const pieces: Buffer[] = [];
  parts.forEach((p, i) => {
    if (i) pieces.push(t);
    pieces.push(p);
  });
  return Buffer.concat(pieces);
}

/** Applies a GF(2) 32×32 operator (one column per bit) to a CRC. */
function times(op: Uint32Array, crc: number): number {
  let sum = 0;
  for (let i = 0, v = crc >>> 0; v !== 0; i += 1, v >>>= 1) if (v & 1) sum ^= op[i] as number;
  return sum >>> 0;
}

/** `a` after `b`. */
function compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(32);
  for (let n = 0; n < 32; n += 1) out[n] = times(a, b[n] as number);
  return out;
}

const IDENTITY = Uint32Array.from({ length: 32 }, (_, n) => 2 ** n);

/** The operator that moves a CRC-32 past `length` zero bytes (how crc32_combine shifts). */
function pastZeros(length: number): Uint32Array {
  // one zero bit: the reflected polynomial, then a shift; squared three times: one zero byte
  let op: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) =>
    n === 0 ? 0xedb88320 : 2 ** (n - 1),
  );
  for (let i = 0; i < 3; i += 1) op = compose(op, op);
  let result: Uint32Array = IDENTITY;
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) result = compose(op, result);
    if (n > 1) op = compose(op, op);
  }
  return result;
}

/** Each part deflated on its own, with its CRC and what appending it does to a CRC. */
export interface DeflatedParts {
  blocks: Buffer[];
  crcs: number[];
  sizes: number[];
  shifts: Uint32Array[];
}

export function deflateParts(parts: Buffer[]): DeflatedParts {
  return {
    blocks: parts.map((part) =>
      deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, level: 6 }),
    ),
    // (Node 20: an empty buffer once given to deflateRawSync makes crc32 answer 0, as it should)
    crcs: parts.map((part) => (part.length ? crc32(part) : 0)),
    sizes: parts.map((part) => part.length),
    shifts: parts.map((part) => pastZeros(part.length)),
  };
}

/** How many bytes the kept parts take beside the page. */
export function deflatedSize(d: DeflatedParts): number {
  return d.blocks.reduce((n, b) => n + b.length, 0) + d.shifts.length * 128;
}

const tokenShifts = new Map<number, Uint32Array>();

/** A stored (uncompressed) deflate block holding `raw` (at most 65,535 bytes). */
function storedBlock(raw: Buffer): Buffer {
  const head = Buffer.from([0, raw.length & 0xff, raw.length >> 8, 0, 0]);
  head.writeUInt16LE(~raw.length & 0xffff, 3);
  return Buffer.concat([head, raw]);
}

/** One gzip member of the parts joined with `token`, from the parts' deflated blocks. */
export function gzipJoin(d: DeflatedParts, token: string): Buffer {
  const raw = Buffer.from(token);
  const stored = storedBlock(raw);
  const tokenCrc = crc32(raw);
  let shift = tokenShifts.get(raw.length);
  if (!shift) {
    shift = pastZeros(raw.length);
    tokenShifts.set(raw.length, shift);
  }
  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  d.blocks.forEach((block, i) => {
    if (i) {
      pieces.push(stored);
      crc = (times(shift, crc) ^ tokenCrc) >>> 0;
      size += raw.length;
    }
    pieces.push(block);
    crc = (times(d.shifts[i] as Uint32Array, crc) ^ (d.crcs[i] as number)) >>> 0;
    size += d.sizes[i] as number;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}
