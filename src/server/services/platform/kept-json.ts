/**
 * Issue 32 (decision 075): the JSON of what never changes once made is made once.
 *
 * A feed page's answer is mostly pin cards taken from the in-process card cache (hydrate.ts):
 * the same objects, request after request, until a write to the pin makes new ones. A visitor
 * gets them as they are; a signed-in person gets a shallow copy with their own flags, whose
 * images, pinner and the rest are the same objects. `JSON.stringify` of the home feed (98 KB)
 * was a third of the feed API's CPU with the response cache off. `keepUnchanged` marks such an
 * object, and everything in it, as never changing again; `jsonAnswer` then writes its JSON once,
 * keeps the bytes beside the object for as long as the object lives, and builds answers from
 * them. Each kept card's bytes are held once (about 4 KB), also when signed-in copies cut them.
 */

/**
 * Under the tests (vitest.config.ts sets it), what is kept is also frozen, so a write to a kept
 * card throws where it is made instead of leaving its JSON stale. Not in production: V8 copies a
 * frozen object slowly (a signed-in card is a copy), which cost the feed a tenth of its CPU.
 */
const freezeKept = process.env.TESSERA_FREEZE_KEPT === '1';

import { createHash } from 'node:crypto';
import { joinText, namingBytes, type Part } from './answer-parts.ts';
import { keptCopy } from './kept-copies.ts';
import { clonerOf } from './literal-copy.ts';

/** Objects marked by `keepUnchanged`, and the JSON of a kept array or `toJSON` once asked for. */
const unchanging = new WeakSet<object>();
const madeOnce = new WeakMap<object, Buffer>();

/**
 * Marks `value` and every object and array in it as never changing again (frozen under the
 * tests). The caller shares it between requests (a cache), so it must be done with it.
 */
export function keepUnchanged<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !unchanging.has(value)) {
    unchanging.add(value);
    for (const inner of Object.values(value)) keepUnchanged(inner);
    if (freezeKept) Object.freeze(value);
  }
  return value;
}

/**
 * What a copy made by `copiedFrom` copied: the kept base, the keys it has of its own, and the
 * copy itself. It is held under a symbol on the copy (a WeakMap's insertions cost the signed-in
 * feed more than the JSON they saved); a spread of the copy carries the symbol along but is not
 * `of`, so it is written as any object is.
 */
interface Copy {
  of: object;
  base: object;
  own: readonly string[];
  /** the copy's JSON once written (a copy never changes: frozen under the tests) */
  bytes?: Buffer;
}
const COPY = Symbol('copied from a kept object');

function copyOf(v: object): Copy | undefined {
  const made = (v as { [COPY]?: Copy })[COPY];
  return made !== undefined && made.of === v ? made : undefined;
}

/**
 * A kept object's JSON cut at its keys: key i's `"key":value` is bytes[at[2i], at[2i+1]), or
 * at[2i] is -1 where JSON leaves the key out (undefined, a function).
 */
interface Layout {
  bytes: Buffer;
  keys: string[];
  at: Int32Array;
}
const layouts = new WeakMap<object, Layout>();

/**
 * `{ ...base, ...own }` (frozen under the tests): a signed-in person's card is the kept card
 * with their flags. When `base` is kept, the copy's JSON is the base's bytes around the keys of
 * `own`, which alone are written.
 */
export function copiedFrom<B extends object, O extends object>(
  base: B,
  own: O,
): Omit<B, keyof O> & O {
  const earlier = copyOf(base);
  // a copy of a copy (a card given its reason after the viewer's flags) copies the same kept base
  const root = earlier !== undefined ? earlier.base : unchanging.has(base) ? base : undefined;
  const cloner = root === undefined ? undefined : clonerOf(root);
  let copy: Omit<B, keyof O> & O & { [COPY]?: Copy };
  if (root === undefined || cloner === undefined) copy = { ...base, ...own };
  else {
    // what the spread makes, in the same key order: the kept base's keys (an earlier copy's
    // values), an earlier copy's keys of its own, then these
    const made = cloner(base);
    if (earlier !== undefined) {
      for (const key of earlier.own) {
        if (!Object.hasOwn(root, key)) made[key] = (base as Record<string, unknown>)[key];
      }
    }
    for (const key of Object.keys(own)) made[key] = (own as Record<string, unknown>)[key];
    copy = made as typeof copy;
  }
  if (earlier !== undefined) {
    const keys = Object.keys(own).filter((key) => !earlier.own.includes(key));
    copy[COPY] = { of: copy, base: earlier.base, own: [...earlier.own, ...keys] };
  } else if (root !== undefined) copy[COPY] = { of: copy, base: root, own: Object.keys(own) };
  if (freezeKept) Object.freeze(copy);
  return copy;
}

function leftOut(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

function layoutOf(base: object): Layout {
  let layout = layouts.get(base);
  if (layout !== undefined) return layout;
  const keys = Object.keys(base);
  const at = new Int32Array(keys.length * 2).fill(-1);
  // one string, turned into bytes once: a buffer per key and value, then their concatenation,
  // was most of a cold feed answer's JSON (a card has some forty keys)
  let text = '{';
  let size = 1;
  keys.forEach((key, i) => {
    const inner = (base as Record<string, unknown>)[key];
    if (leftOut(inner)) return;
    if (size > 1) {
      text += ',';
      size += 1;
    }
    const part = `${JSON.stringify(key)}:${JSON.stringify(inner)}`;
    at[2 * i] = size;
    size += Buffer.byteLength(part);
    at[2 * i + 1] = size;
    text += part;
  });
  layout = { bytes: Buffer.from(`${text}}`), keys, at };
  layouts.set(base, layout);
  keptDigests.set(layout.bytes, null);
  return layout;
}

/**
 * How a copy with these own keys is written (decision 076): runs of the base's bytes (each made
 * once, with the comma before it where the base has one) and, between them, the own keys with
 * the text before their values. The same for every copy of the base with the same own keys (a
 * feed's cards all get the viewer's flags), so it is made once per base and own keys.
 */
interface Plan {
  own: readonly string[];
  steps: Step[];
}
type Step =
  /** a run of the base's keys: alone, and with the comma before it (null: the first key) */
  | { run: Buffer; afterComma: Buffer | null }
  /** an own key: the text before its value, alone and after a comma */
  | { key: string; head: string; afterComma: string };

const plans = new WeakMap<object, Plan[]>();
/** plans kept per base: one per call that copies it (the feeds', the closeup's…) */
const PLANS_PER_BASE = 4;

function planOf(base: object, own: readonly string[]): Plan {
  const known = plans.get(base);
  const same = known?.find((p) => p.own === own || sameKeys(p.own, own));
  if (same !== undefined) return same;
  const { bytes, keys, at } = layoutOf(base);
  const steps: Step[] = [];
  const ownKey = (key: string) => {
    const head = `${JSON.stringify(key)}:`;
    steps.push({ key, head, afterComma: `,${head}` });
  };
  // a run of the base's keys, in bytes, not yet planned (-1: none)
  let runStart = -1;
  let runEnd = -1;
  const endRun = () => {
    if (runStart < 0) return;
    const run = bytes.subarray(runStart, runEnd);
    const afterComma = bytes[runStart - 1] === 0x2c ? bytes.subarray(runStart - 1, runEnd) : null;
    // kept bytes: an answer made of them is named by their digests (jsonAnswer)
    keptDigests.set(run, null);
    if (afterComma !== null) keptDigests.set(afterComma, null);
    steps.push({ run, afterComma });
    runStart = -1;
  };
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as string;
    if (own.includes(key)) {
      endRun();
      ownKey(key);
      continue;
    }
    const start = at[2 * i] as number;
    if (start < 0) continue;
    // the base's next key right after the run (the comma between) extends it
    if (runStart < 0 || start !== runEnd + 1) {
      endRun();
      runStart = start;
    }
    runEnd = at[2 * i + 1] as number;
  }
  endRun();
  for (const key of own) if (!Object.hasOwn(base, key)) ownKey(key);
  const plan = { own, steps };
  plans.set(base, [plan, ...(known ?? [])].slice(0, PLANS_PER_BASE));
  return plan;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => b[i] === key);
}

/**
 * A copy's JSON: runs of the base's keys as slices of the base's bytes, the copy's own keys
 * written where `{ ...base, ...own }` puts them (a key of the base in its place, a new one after),
 * as one kept part (`keptCopy`).
 */
function writeCopy(copy: object, made: Copy, out: Part[], depth: number): void {
  if (made.bytes !== undefined) {
    // a copy shared between requests (a signed-in person's card, personalize in viewer-state.ts)
    out.push(made.bytes);
    return;
  }
  const { base, own } = made;
  const values = copy as Record<string, unknown>;
  const parts: Part[] = ['{'];
  let first = true;
  for (const step of planOf(base, own).steps) {
    if ('run' in step) {
      if (first) parts.push(step.run);
      else if (step.afterComma !== null) parts.push(step.afterComma);
      else parts.push(',', step.run);
      first = false;
      continue;
    }
    const inner = values[step.key];
    if (leftOut(inner)) continue;
    parts.push(first ? step.head : step.afterComma);
    first = false;
    write(inner, parts, depth - 1);
  }
  parts.push('}');
  made.bytes = keptCopy(base, parts, (bytes) => keptDigests.set(bytes, null));
  out.push(made.bytes);
}

/**
 * How deep a kept object is looked for before the rest is left to `JSON.stringify`: an answer's
 * envelope, its data, a list, a card, a card's part.
 */
const LOOK_DEPTH = 5;

/** Whether a kept object is within `depth` levels of `v` (a plain object or an array). */
function holdsKept(v: object, depth: number): boolean {
  if (unchanging.has(v) || copyOf(v) !== undefined) return true;
  if (depth === 0 || !isWalkable(v)) return false;
  for (const inner of Array.isArray(v) ? v : Object.values(v)) {
    if (inner !== null && typeof inner === 'object' && holdsKept(inner, depth - 1)) return true;
  }
  return false;
}

/** An array, or an object `JSON.stringify` writes key by key (no `toJSON` of its own). */
function isWalkable(v: object): boolean {
  return Array.isArray(v) || typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}

/** The bytes of kept objects' JSON (not slices of them), and their SHA-256 once asked for. */
const keptDigests = new WeakMap<Buffer, Buffer | null>();

/** A kept object's JSON: an object's is its layout's, so that its bytes are held once. */
function keptBytes(v: object): Buffer {
  if (!Array.isArray(v) && isWalkable(v)) return layoutOf(v).bytes;
  let bytes = madeOnce.get(v);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(v));
    madeOnce.set(v, bytes);
    keptDigests.set(bytes, null);
  }
  return bytes;
}

function keptDigest(bytes: Buffer): Buffer | undefined {
  const known = keptDigests.get(bytes);
  if (known === undefined) return undefined;
  if (known !== null) return known;
  const digest = createHash('sha256').update(bytes).digest();
  keptDigests.set(bytes, digest);
  return digest;
}

/** Writes `v`'s JSON into `out`; false where JSON.stringify would write nothing (undefined). */
function write(v: unknown, out: Part[], depth: number): boolean {
  if (v === null || typeof v !== 'object') {
    const text = JSON.stringify(v);
    if (text === undefined) return false;
    out.push(text);
    return true;
  }
  if (unchanging.has(v)) {
    out.push(keptBytes(v));
    return true;
  }
  const made = copyOf(v);
  if (made !== undefined) {
    writeCopy(v, made, out, depth);
    return true;
  }
  if (!holdsKept(v, depth)) {
    out.push(JSON.stringify(v));
    return true;
  }
  if (Array.isArray(v)) {
    out.push('[');
    for (let i = 0; i < v.length; i += 1) {
      if (i > 0) out.push(',');
      if (!write(v[i], out, depth - 1)) out.push('null');
    }
    out.push(']');
    return true;
  }
  out.push('{');
  let first = true;
  for (const [key, inner] of Object.entries(v)) {
    if (leftOut(inner)) continue;
    out.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    write(inner, out, depth - 1);
  }
  out.push('}');
  return true;
}

/** What `jsonAnswer` makes: the bytes, and a SHA-256 that names them. */
export interface JsonAnswer {
  body: Buffer;
  digest: Buffer;
}

/**
 * The UTF-8 bytes of `JSON.stringify(value)`, the same bytes, with the JSON of every kept object
 * in it written once in its life (`keepUnchanged`), and a digest that names them (a strong
 * ETag's). An answer made mostly of kept objects (a visitor's feed page) is named by the SHA-256
 * of its other bytes and each kept object's own SHA-256, made once, in order and framed: hashing
 * 98 KB for every answer was a fifth of the feed API's CPU. Other answers are named by the
 * SHA-256 of their bytes. The same value gives the same digest; different bytes, a different one.
 */
export function jsonAnswer(value: unknown): JsonAnswer {
  const out: Part[] = [];
  if (!write(value, out, LOOK_DEPTH)) out.push('');
  const parts = joinText(out);
  const sizes = new Int32Array(parts.length);
  let size = 0;
  let kept = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as Part;
    const length = typeof part === 'string' ? Buffer.byteLength(part) : part.length;
    sizes[i] = length;
    size += length;
    if (typeof part !== 'string' && keptDigests.has(part)) kept += length;
  }
  // the answer's bytes written once, into one buffer (decision 076: a buffer per run of text and
  // then their concatenation were a fifth of a signed-in feed answer's making)
  const only = parts.length === 1 ? parts[0] : undefined;
  const body = Buffer.isBuffer(only) ? only : Buffer.allocUnsafe(size);
  if (body !== only) {
    let at = 0;
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i] as Part;
      if (typeof part === 'string') body.write(part, at);
      else part.copy(body, at);
      at += sizes[i] as number;
    }
  }
  if (kept * 2 < size) return { body, digest: createHash('sha256').update(body).digest() };
  return {
    body,
    digest: createHash('sha256')
      .update(namingBytes(parts, sizes, body, keptDigest))
      .digest(),
  };
}
