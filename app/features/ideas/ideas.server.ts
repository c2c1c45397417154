import { type AppLoadContext, redirect } from 'react-router';
import { ideasPath } from '#domain/catalogue/routes';
import { type InterestModel, parseInterestId, videosCategoryPath } from '#domain/discovery/ideas';
import type { ImageSet, PinModel } from '#domain/pins/models';
import {
  allVideoPins,
  findInterestById,
  findInterestBySlug,
  freshIdeas,
  getInterestPage,
  interestPins,
  listIdeasCategories,
  presentInterests,
  videoCategories,
} from '#server/services/ideas/interests';
import { FIRST_PAGE_PINS, pinsForGrid } from '../../lib/grid-payload';
import { text } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

const FIRST = { pageSize: FIRST_PAGE_PINS };

/** Covers travel with the two sizes a tile uses, not every size a card may want. */
function lightCovers(i: InterestModel): InterestModel {
  const covers = i.coverImages.map(
    (set): ImageSet => ({ '236x': set['236x'], '474x': set['474x'] }),
  );
  return { ...i, coverImages: covers };
}

function forGrid<P extends { items: PinModel[] }>(page: P): P {
  return { ...page, items: pinsForGrid(page.items) };
}

/** /ideas/ (M-054): every category as a tile, then the newest ideas of all of them. */
export async function loadIdeasHome(context: AppLoadContext) {
  const { ctx } = context;
  const [categories, page] = await Promise.all([
    fromService(() => listIdeasCategories(ctx, 'long')),
    fromService(() => freshIdeas(ctx, FIRST)),
  ]);
  return { categories: categories.map(lightCovers), page: forGrid(page), origin: ctx.publicOrigin };
}

/**
 * /ideas/{slug}/ (P-044) is the canonical ideas page; the catalogue form /ideas/{slug}/{id}/
 * (M-055) answers with a permanent redirect to it, also when its slug is out of date.
 */
export async function loadInterest(context: AppLoadContext, slug: string, idParam?: string) {
  const { ctx } = context;
  if (idParam !== undefined) {
    const id = parseInterestId(idParam);
    const row = id === null ? null : await findInterestById(ctx, id);
    if (!row) notFoundPage(text(context, 'ideas.noSuchPage'));
    throw redirect(ideasPath(row.urlName), 301);
  }
  const row = await findInterestBySlug(ctx, slug);
  if (!row) notFoundPage(text(context, 'ideas.noSuchPage'));
  const data = await fromService(() => getInterestPage(ctx, row, FIRST));
  return {
    interest: lightCovers(data.interest),
    subInterests: data.subInterests,
    related: data.related,
    page: forGrid(data.page),
    origin: ctx.publicOrigin,
  };
}

/** /videos/ (M-056): video pins of every interest, with a chip per category that has some. */
export async function loadVideos(context: AppLoadContext) {
  const { ctx } = context;
  const [categories, page] = await Promise.all([
    fromService(() => videoCategories(ctx)),
    fromService(() => allVideoPins(ctx, FIRST)),
  ]);
  return { categories, current: null, page: forGrid(page), origin: ctx.publicOrigin };
}

/** /videos/{category}/{id}/ (M-057): one interest's video pins; a stale slug redirects. */
export async function loadVideosCategory(
  context: AppLoadContext,
  category: string,
  idParam: string,
) {
  const { ctx } = context;
  const id = parseInterestId(idParam);
  const row = id === null ? null : await findInterestById(ctx, id);
  if (!row) notFoundPage(text(context, 'ideas.noSuchPage'));
  if (row.urlName !== category) throw redirect(videosCategoryPath(row.urlName, row.id), 301);
  const [categories, [current], page] = await Promise.all([
    fromService(() => videoCategories(ctx)),
    fromService(() => presentInterests(ctx, [row])),
    fromService(() => interestPins(ctx, row, { ...FIRST, video: true })),
  ]);
  return {
    categories,
    current: current as InterestModel,
    page: forGrid(page),
    origin: ctx.publicOrigin,
  };
}
