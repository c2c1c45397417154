import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { feedRules, type Hydration, hydrateCards, type PinRef } from './hydrate.ts';

/**
 * When rules hide pins, a page reads on in growing batches (doubling, at most MAX_BATCH rows)
 * for at most MAX_ROUNDS rounds, then stops short with where to go on from: a bounded cost per
 * request.
 */
export const MAX_ROUNDS = 6;
export const MAX_BATCH = 400;

/** What one skeleton read gave: rows in the feed's order, and where reading would go on. */
export interface SkeletonBatch<Row, Pos> {
  rows: Row[];
  next: Pos;
  /** the source has nothing after these rows */
  done: boolean;
}

/** A page as the rules left it, for the present stage. */
export interface KeptPage<Row, Pos> {
  items: PinModel[];
  /** the skeleton row each item came from, in the same order */
  rows: Row[];
  /** where the next page starts; null when the source has no more */
  next: Pos | null;
}

/**
 * The stages of a pipeline (decision 036). `skeleton` reads ids and positions only, the same for
 * every viewer; `hydrate` loads what the rows point at and the viewer's own flags; `rules` keeps
 * what this viewer may see, in order; `present` shapes the page the caller answers.
 */
export interface PipelineStages<Params, Pos, Row extends PinRef, Out> {
  /** where the first round reads from (the bookmark, decoded) */
  start(params: Params, ctx: Ctx): Pos;
  skeleton(ctx: Ctx, params: Params, from: Pos, want: number): Promise<SkeletonBatch<Row, Pos>>;
  /** the position just after a row: where a page that ends on it goes on */
  after(row: Row): Pos;
  /** feed cards by default (hydrate.ts hydrateCards) */
  hydrate?(ctx: Ctx, rows: Row[]): Promise<Hydration>;
  /** the feed's rules by default: hidden and reported pins stay out (hydrate.ts feedRules) */
  rules?(rows: readonly Row[], hydration: Hydration): PinModel[];
  present(ctx: Ctx, params: Params, page: KeptPage<Row, Pos>): Out | Promise<Out>;
}

/**
 * Every pin feed's one path, skeleton → hydrate → rules → present (atproto's createPipeline):
 * one call is one page. When the rules hide so much of a batch that the page is not full, the
 * skeleton reads on (MAX_ROUNDS) before the page is presented.
 */
export function createPipeline<Params extends { pageSize: number }, Pos, Row extends PinRef, Out>(
  stages: PipelineStages<Params, Pos, Row, Out>,
): (ctx: Ctx, params: Params) => Promise<Out> {
  const hydrate = stages.hydrate ?? hydrateCards;
  const rules = stages.rules ?? feedRules;
  return async (ctx, params) => {
    const { pageSize } = params;
    let from = stages.start(params, ctx);
    const items: PinModel[] = [];
    const rows: Row[] = [];
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const want = Math.min(MAX_BATCH, (pageSize - items.length + 1) * 2 ** round);
      const batch = await stages.skeleton(ctx, params, from, want);
      const hydration = await hydrate(ctx, batch.rows);
      const visible = new Map(rules(batch.rows, hydration).map((m) => [m.id, m]));
      for (const [i, row] of batch.rows.entries()) {
        const model = visible.get(String(row.id));
        if (model) {
          items.push(model);
          rows.push(row);
        }
        if (items.length === pageSize) {
          // Full: there is a next page if a row was left unexamined, or the source may hold more
          // (at worst the next page comes back empty with no bookmark).
          const more = i < batch.rows.length - 1 || !batch.done;
          return stages.present(ctx, params, {
            items,
            rows,
            next: more ? stages.after(row) : null,
          });
        }
      }
      if (batch.done) return stages.present(ctx, params, { items, rows, next: null });
      from = batch.next;
    }
    // the rules hid most of what was read: hand back what there is and where to go on from
    return stages.present(ctx, params, { items, rows, next: from });
  };
}
