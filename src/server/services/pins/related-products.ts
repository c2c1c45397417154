import type { Page, PinModel } from '#domain/models';
import { cardPinType } from '#domain/pin-type';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { relatedPins } from './closeup.ts';

/** A related-products row (spec 01 §9 box width 142) shows a short strip, not a feed wall. */
export const RELATED_PRODUCTS_PAGE_SIZE = 12;
export const RELATED_PRODUCTS_MAX_PAGE_SIZE = 50;
/** Related pins read per round, and how many rounds one request may read (bounded cost). */
const SCAN_PAGE = 100;
const MAX_SCAN_ROUNDS = 4;

interface Cursor {
  /** the related-pins bookmark the next read starts from (null: the first page) */
  b: string | null;
  /** product pins of that page already handed out */
  s: number;
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function decodeCursor(bookmark: string | null | undefined): Cursor {
  if (!bookmark) return { b: null, s: 0 };
  try {
    const v = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as Partial<Cursor>;
    const b = v.b;
    const s = v.s;
    if (
      (b === null || (typeof b === 'string' && b.length <= 500)) &&
      typeof s === 'number' &&
      Number.isSafeInteger(s) &&
      s >= 0 &&
      s <= SCAN_PAGE
    ) {
      return { b, s };
    }
  } catch {
    // fall through to the readable error
  }
  throw badRequest('The bookmark is not valid; start again from the first page.');
}

export function isProductPin(pin: PinModel): boolean {
  return cardPinType(pin) === 'product';
}

/**
 * spec 01 §2 CloseupRelatedProducts: other product pins of the same interest as the pin. Built
 * on the related-pins feed (pins.ts), so its rules hold here too: the pin must be visible to the
 * viewer, the pin itself and its root never appear, and pins on secret boards the viewer is not
 * a member of are dropped by hydration. Product pins are picked from those pages; the bookmark
 * remembers the related page and how many of its products were already handed out.
 */
export async function relatedProducts(
  ctx: Ctx,
  pinId: number,
  opts: { bookmark?: string | null | undefined; pageSize?: number | undefined } = {},
): Promise<Page<PinModel>> {
  const want = Math.min(
    RELATED_PRODUCTS_MAX_PAGE_SIZE,
    Math.max(1, Math.floor(opts.pageSize ?? RELATED_PRODUCTS_PAGE_SIZE)),
  );
  let cursor = decodeCursor(opts.bookmark);
  const items: PinModel[] = [];
  for (let round = 0; round < MAX_SCAN_ROUNDS; round++) {
    const page = await relatedPins(ctx, pinId, { bookmark: cursor.b, pageSize: SCAN_PAGE });
    const products = page.items.filter(isProductPin).slice(cursor.s);
    const take = products.slice(0, want - items.length);
    items.push(...take);
    if (take.length < products.length) {
      // full in the middle of this page: the next call resumes inside it
      return { items, bookmark: encodeCursor({ b: cursor.b, s: cursor.s + take.length }) };
    }
    if (!page.bookmark) return { items, bookmark: null };
    cursor = { b: page.bookmark, s: 0 };
    if (items.length === want) return { items, bookmark: encodeCursor(cursor) };
  }
  return { items, bookmark: encodeCursor(cursor) };
}
