import { type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/pins/models';
import {
  type ShoppingFilters,
  type ShoppingSort,
  shoppingCategoryPath,
} from '#domain/shopping/shopping';
import type { Ctx } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { decodeBookmark, encodeBookmark } from '../feeds/cursor.ts';
import { hydrateFeedPins, type PinRef } from '../feeds/hydrate.ts';
import { tr } from '../platform/i18n.ts';

/**
 * The shopping pages' catalogue (decision 029): product pins through product_offers, filtered
 * and ordered in SQL, then through feed hydration (skeleton → hydrate → rules → present), so the
 * feeds' visibility rules hold here too. The catalogue is what everyone may see: pins on secret
 * boards never enter it, not even for their owner, and a signed-in viewer's hidden pins are left
 * out of both the list and its count.
 */

export const SHOPPING_PAGE_SIZE = 25;
export const SHOPPING_MAX_PAGE_SIZE = 50;
/** products per category row on /shopping/ and in its spotlight row */
export const ROOT_ROW_SIZE = 6;
export const SPOTLIGHT_SIZE = 8;
const MAX_ROUNDS = 3;
const NO_PRICE_LAST_ASC = '99999999999';
const NO_PRICE_LAST_DESC = '-1';

export interface ShoppingCategoryRef {
  id: string;
  name: string;
  urlName: string;
  url: string;
}

export interface ShoppingCategorySummary extends ShoppingCategoryRef {
  productCount: number;
  products: PinModel[];
}

export interface ShoppingRoot {
  spotlight: PinModel[];
  categories: ShoppingCategorySummary[];
}

export interface ShoppingCategoryPage {
  category: ShoppingCategoryRef;
  filters: ShoppingFilters;
  count: number;
  brands: string[];
  page: Page<PinModel>;
}

function viewerId(ctx: Ctx): number | null {
  return ctx.viewer.isAuth && ctx.viewer.id ? Number(ctx.viewer.id) : null;
}

/** Live original pins anyone may see, by a live pinner, not hidden by the viewer. */
function visible(ctx: Ctx): SQL {
  const me = viewerId(ctx);
  const hidden =
    me === null
      ? sql``
      : sql` and not exists (select 1 from pin_hides h where h.user_id = ${me} and h.pin_id = p.id)`;
  return sql`p.deleted_at is null and p.origin_pin_id is null
    and exists (select 1 from users u where u.id = p.pinner_id and u.deleted_at is null)
    and (p.board_id is null or exists (select 1 from boards b where b.id = p.board_id
      and b.deleted_at is null and b.privacy <> 'secret'))${hidden}`;
}

function filterConditions(f: ShoppingFilters): SQL[] {
  const out: SQL[] = [];
  if (f.minPrice !== null) out.push(sql`o.price >= ${f.minPrice}`);
  if (f.maxPrice !== null) out.push(sql`o.price <= ${f.maxPrice}`);
  if (f.inStock) out.push(sql`o.in_stock`);
  if (f.freeShipping) out.push(sql`o.free_shipping`);
  if (f.brand !== null) out.push(sql`lower(o.brand) = lower(${f.brand})`);
  return out;
}

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

interface CategoryRow {
  id: string;
  name: string;
  url_name: string;
}

function categoryRef(r: CategoryRow): ShoppingCategoryRef {
  return {
    id: r.id,
    name: r.name,
    urlName: r.url_name,
    url: shoppingCategoryPath(r.url_name, r.id),
  };
}

/** An interest by id as a shopping category; unknown → 404. */
export async function shoppingCategoryRef(ctx: Ctx, id: number): Promise<ShoppingCategoryRef> {
  const res = await ctx.db.execute(
    sql`select id::text as id, name, url_name from interests where id = ${id}`,
  );
  const row = rowsOf<CategoryRow>(res)[0];
  if (!row) throw notFound(tr(ctx, 'errors.shopping.noCategory'));
  return categoryRef(row);
}

interface SkeletonRow {
  id: string;
  pinner_id: string;
  board_id: string | null;
  created_at: string;
  sort_key: string;
  interest_id: string | null;
}

function refOf(r: SkeletonRow): PinRef {
  return {
    id: Number(r.id),
    pinnerId: Number(r.pinner_id),
    boardId: r.board_id === null ? null : Number(r.board_id),
    originPinId: null,
  };
}

async function hydrateInOrder(ctx: Ctx, rows: SkeletonRow[]): Promise<Map<string, PinModel>> {
  const models = await hydrateFeedPins(ctx, rows.map(refOf));
  return new Map(models.map((m) => [m.id, m]));
}

/**
 * spec 02 §2 (M-058) /shopping/: the categories (interests with visible product pins, most
 * products first), each with its newest few products, and a spotlight row of products on sale
 * (the largest markdown first).
 */
export async function shoppingRoot(ctx: Ctx): Promise<ShoppingRoot> {
  const vis = visible(ctx);
  const [catRes, rowRes, spotRes] = await Promise.all([
    ctx.db.execute(sql`select i.id::text as id, i.name, i.url_name, count(*)::int as n
      from product_offers o join pins p on p.id = o.pin_id join interests i on i.id = o.interest_id
      where ${vis} group by i.id, i.name, i.url_name order by n desc, i.name, i.id`),
    ctx.db.execute(sql`select * from (
        select p.id::text as id, p.pinner_id::text as pinner_id, p.board_id::text as board_id,
          p.created_at::text as created_at, '' as sort_key, o.interest_id::text as interest_id,
          row_number() over (partition by o.interest_id order by p.created_at desc, p.id desc) as r
        from product_offers o join pins p on p.id = o.pin_id
        where o.interest_id is not null and ${vis}) x
      where x.r <= ${ROOT_ROW_SIZE}`),
    ctx.db.execute(sql`select p.id::text as id, p.pinner_id::text as pinner_id,
        p.board_id::text as board_id, p.created_at::text as created_at, '' as sort_key,
        o.interest_id::text as interest_id
      from product_offers o join pins p on p.id = o.pin_id
      where o.in_stock and o.price is not null and o.standard_price > o.price and ${vis}
      order by (o.standard_price - o.price) / o.standard_price desc, p.id desc
      limit ${SPOTLIGHT_SIZE}`),
  ]);
  const rows = rowsOf<SkeletonRow>(rowRes);
  const spotRows = rowsOf<SkeletonRow>(spotRes);
  const models = await hydrateInOrder(ctx, [...rows, ...spotRows]);
  const byCategory = new Map<string, PinModel[]>();
  for (const r of rows) {
    const m = models.get(r.id);
    if (!m || r.interest_id === null) continue;
    byCategory.set(r.interest_id, [...(byCategory.get(r.interest_id) ?? []), m]);
  }
  const categories = rowsOf<CategoryRow & { n: number }>(catRes).flatMap((c) => {
    const products = byCategory.get(c.id) ?? [];
    return products.length ? [{ ...categoryRef(c), productCount: Number(c.n), products }] : [];
  });
  const spotlight = spotRows.flatMap((r) => models.get(r.id) ?? []);
  return { spotlight, categories };
}

// ---- one category, filtered, sorted and paged (M-059) ----

type Cursor =
  | { kind: 'newest'; createdAt: string; id: number }
  | { kind: 'price'; key: string; id: number };

const PRICE_CURSOR = /^p\.(-1|\d{1,11}(?:\.\d{1,2})?)\.(\d{1,15})$/;

function encodeCursor(sort: ShoppingSort, r: SkeletonRow): string {
  return sort === 'newest'
    ? encodeBookmark({ createdAt: r.created_at, id: Number(r.id) })
    : `p.${r.sort_key}.${r.id}`;
}

function decodeCursor(
  ctx: { locale?: string },
  sort: ShoppingSort,
  bookmark: string | null | undefined,
): Cursor | null {
  if (!bookmark) return null;
  if (sort !== 'newest') {
    const m = PRICE_CURSOR.exec(bookmark);
    if (!m?.[1] || !m[2]) {
      throw badRequest(tr(ctx, 'errors.shopping.badBookmark'));
    }
    return { kind: 'price', key: m[1], id: Number(m[2]) };
  }
  if (bookmark.startsWith('p.')) {
    throw badRequest(tr(ctx, 'errors.shopping.badBookmark'));
  }
  const k = decodeBookmark(bookmark, ctx);
  return k ? { kind: 'newest', createdAt: k.createdAt, id: k.id } : null;
}

function sortKey(sort: ShoppingSort): SQL {
  if (sort === 'price_asc') return sql.raw(`coalesce(o.price, ${NO_PRICE_LAST_ASC})`);
  if (sort === 'price_desc') return sql.raw(`coalesce(o.price, ${NO_PRICE_LAST_DESC})`);
  return sql`0`;
}

function keyset(sort: ShoppingSort, c: Cursor | null): SQL | null {
  if (!c) return null;
  if (c.kind === 'newest') {
    return sql`(p.created_at, p.id) < (${c.createdAt}::timestamptz, ${c.id})`;
  }
  const key = sortKey(sort);
  return sort === 'price_asc'
    ? sql`(${key}, p.id) > (${c.key}::numeric, ${c.id})`
    : sql`(${key}, p.id) < (${c.key}::numeric, ${c.id})`;
}

function orderBy(sort: ShoppingSort): SQL {
  if (sort === 'price_asc') return sql`${sortKey(sort)} asc, p.id asc`;
  if (sort === 'price_desc') return sql`${sortKey(sort)} desc, p.id desc`;
  return sql`p.created_at desc, p.id desc`;
}

function clampPageSize(n: number | undefined): number {
  if (!n || !Number.isFinite(n)) return SHOPPING_PAGE_SIZE;
  return Math.min(SHOPPING_MAX_PAGE_SIZE, Math.max(1, Math.floor(n)));
}

/** The category's where clause: its visible offers passing the filters. */
function categoryWhere(ctx: Ctx, interestId: number, f: ShoppingFilters): SQL {
  return sql.join(
    [sql`o.interest_id = ${interestId}`, visible(ctx), ...filterConditions(f)],
    sql` and `,
  );
}

/** One page of a category's products in the filters' order, keyset after `bookmark`. */
export async function shoppingCategoryFeed(
  ctx: Ctx,
  interestId: number,
  f: ShoppingFilters,
  opts: { bookmark?: string | null | undefined; pageSize?: number | undefined } = {},
): Promise<Page<PinModel>> {
  const pageSize = clampPageSize(opts.pageSize);
  let after = decodeCursor(ctx, f.sort, opts.bookmark);
  const where = categoryWhere(ctx, interestId, f);
  const items: PinModel[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const want = (pageSize - items.length + 1) * 2 ** round;
    const ks = keyset(f.sort, after);
    const res = await ctx.db.execute(sql`select p.id::text as id, p.pinner_id::text as pinner_id,
        p.board_id::text as board_id, p.created_at::text as created_at,
        ${sortKey(f.sort)}::text as sort_key, o.interest_id::text as interest_id
      from product_offers o join pins p on p.id = o.pin_id
      where ${where}${ks ? sql` and ${ks}` : sql``}
      order by ${orderBy(f.sort)} limit ${want}`);
    const rows = rowsOf<SkeletonRow>(res);
    const models = await hydrateInOrder(ctx, rows);
    for (const [i, r] of rows.entries()) {
      const m = models.get(r.id);
      if (m) items.push(m);
      after = decodeCursor(ctx, f.sort, encodeCursor(f.sort, r));
      if (items.length === pageSize) {
        const more = i < rows.length - 1 || rows.length === want;
        return { items, bookmark: more ? encodeCursor(f.sort, r) : null };
      }
    }
    if (rows.length < want) return { items, bookmark: null };
  }
  return { items, bookmark: null };
}

/**
 * spec 02 §2 (M-059) /shopping/{category}/{id}/: the category, how many of its products pass
 * the filters, the brands to filter by and the first page.
 */
export async function shoppingCategory(
  ctx: Ctx,
  interestId: number,
  f: ShoppingFilters,
  opts: { bookmark?: string | null | undefined; pageSize?: number | undefined } = {},
): Promise<ShoppingCategoryPage> {
  const category = await shoppingCategoryRef(ctx, interestId);
  const [countRes, brandRes, page] = await Promise.all([
    ctx.db.execute(sql`select count(*)::int as n from product_offers o join pins p on p.id = o.pin_id
      where ${categoryWhere(ctx, interestId, f)}`),
    ctx.db.execute(sql`select min(o.brand) as brand, count(*)::int as n
      from product_offers o join pins p on p.id = o.pin_id
      where o.interest_id = ${interestId} and o.brand is not null and ${visible(ctx)}
      group by lower(o.brand) order by n desc, 1 limit 40`),
    shoppingCategoryFeed(ctx, interestId, f, opts),
  ]);
  const count = Number(rowsOf<{ n: number }>(countRes)[0]?.n ?? 0);
  const brands = rowsOf<{ brand: string }>(brandRes)
    .map((b) => b.brand)
    .sort((a, b) => a.localeCompare(b));
  return { category, filters: f, count, brands, page };
}
