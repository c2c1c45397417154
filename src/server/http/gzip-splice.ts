import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for a kept page whose parts never change but whose nonce does (issue 12): each part is
 * deflated once, on its own and flushed to a byte boundary (so it refers to nothing before it),
 * and an answer strings the parts' blocks around its own nonce's, closes the stream and adds the
 * gzip header and trailer (RFC 1951 §3.2.3, RFC 1952 §2.3). Per answer that costs a deflate of
 * 24 bytes and a CRC, not a deflate of the whole page.
 */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

function deflatePart(part: Buffer): Buffer {
  return deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, level: 6 });
}

/** Each part deflated on its own, ready to be joined by `gzipJoin`. */
export function deflateParts(parts: Buffer[]): Buffer[] {
  return parts.map(deflatePart);
}

/** One gzip member of `parts` joined with `token`, from the parts' deflated blocks. */
export function gzipJoin(parts: Buffer[], deflated: Buffer[], token: string): Buffer {
  const raw = Buffer.from(token);
  const packed = deflatePart(raw);
  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    if (i) {
      pieces.push(packed);
      crc = crc32(raw, crc);
      size += raw.length;
    }
    pieces.push(deflated[i] as Buffer);
    // (Node 20: an empty buffer once given to deflateRawSync makes crc32 answer 0)
    if (part.length) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}
