// The JSON of a copy of a kept object (kept-json.ts `writeCopy`), kept per base and parts.
import type { Part } from './answer-parts.ts';

interface Variant {
  /** the parts' texts, each kept part a U+0001 (JSON writes that character escaped) */
  texts: string;
  kept: Buffer[];
  bytes: Buffer;
}
const variants = new WeakMap<object, Variant[]>();
/** copies kept per base, the last used first: about 4 KB each, for the 4,000 cards kept */
const VARIANTS_PER_BASE = 4;

/**
 * A copy's bytes as the base's copies with the same parts had them (decision 082): a signed-in
 * person's card is the same copy request after request (their flags change when they write), and
 * most people's copy of a card is the same copy (nothing saved, nothing followed). Written as
 * its runs and texts, a feed page was hundreds of parts, and sizing, copying and naming them was
 * a fifth of the signed-in feed's CPU; as one kept part each, a page is a few dozen. The parts
 * say the bytes: the same texts around the same kept bytes (by identity) are the same JSON. An
 * answer names a copy by its own SHA-256, so the digest does not depend on what is kept.
 */
export function keptCopy(
  base: object,
  parts: Part[],
  /** told of the bytes made anew (kept-json.ts names them by their SHA-256) */
  made: (bytes: Buffer) => void,
): Buffer {
  let texts = '';
  const kept: Buffer[] = [];
  for (const part of parts) {
    if (typeof part === 'string') texts += part;
    else {
      texts += '\u0001';
      kept.push(part);
    }
  }
  const known = variants.get(base);
  if (known !== undefined) {
    for (let i = 0; i < known.length; i += 1) {
      const variant = known[i] as Variant;
      if (variant.texts !== texts || !sameParts(variant.kept, kept)) continue;
      if (i > 0) {
        known.splice(i, 1);
        known.unshift(variant);
      }
      return variant.bytes;
    }
  }
  const bytes = Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)),
  );
  made(bytes);
  const list = known ?? [];
  list.unshift({ texts, kept, bytes });
  if (list.length > VARIANTS_PER_BASE) list.pop();
  if (known === undefined) variants.set(base, list);
  return bytes;
}

function sameParts(a: readonly Buffer[], b: readonly Buffer[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
