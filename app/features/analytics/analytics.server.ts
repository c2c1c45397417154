import { type AppLoadContext, redirect } from 'react-router';
import { DEFAULT_STAT_RANGE, type StatRange } from '#domain/analytics/analytics-events';
import { csvFileName, parseStatRange, toCsv } from '#domain/analytics/analytics-stats';
import { parsePinIdParam } from '#domain/catalogue/routes';
import { loginPath } from '#domain/sharing/safe-next';
import { badRequest, isAppError } from '#server/errors';
import { creatorOverview, creatorStatsCsvRows } from '#server/services/analytics/overview';
import { pinStats } from '#server/services/analytics/stats';
import { tr } from '#server/services/platform/i18n';
import { text } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

/** The range a page's URL asks for; an unknown one shows the default instead of failing. */
function rangeOf(request: Request): StatRange {
  return parseStatRange(new URL(request.url).searchParams.get('days')) ?? DEFAULT_STAT_RANGE;
}

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * /pin/{id}/analytics (issue 15, spec 02 §2 M-027: the loader brings the data, the chart's code
 * comes on its own): the pin's owner sees its stats; a visitor logs in first; anyone else gets
 * the 404 page, as for a pin that does not exist.
 */
export async function loadPinAnalytics(context: AppLoadContext, request: Request, param: string) {
  const { ctx } = context;
  if (!ctx.viewer.isAuth) throw redirect(loginPath(here(request)));
  // the id alone or slug--id, as the closeup's address takes it (spec 01 §2)
  const id = Number(parsePinIdParam(param) ?? Number.NaN);
  if (!Number.isSafeInteger(id)) notFoundPage(text(context, 'analytics.notFound'));
  const stats = await fromService(() => pinStats(ctx, id, rangeOf(request)));
  return { stats, locale: ctx.viewer.language };
}

/** /analytics/overview/ (issue 15): a signed-in creator's top pins; a visitor logs in first. */
export async function loadAnalyticsOverview(context: AppLoadContext, request: Request) {
  const { ctx } = context;
  if (!ctx.viewer.isAuth) throw redirect(loginPath(here(request)));
  const overview = await fromService(() => creatorOverview(ctx, rangeOf(request)));
  return { overview, locale: ctx.viewer.language, title: text(context, 'analytics.overview') };
}

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * /analytics/overview/export.csv?days=30 (issue 15): the creator's pins with their sums over the
 * range as a CSV attachment (RFC 4180, formula-safe). Unlike the pages, a bad range is a 400 and
 * a visitor a 401: a download has no page to fall back to.
 */
export async function exportAnalyticsCsv(context: AppLoadContext, request: Request) {
  const { ctx } = context;
  const raw = new URL(request.url).searchParams.get('days');
  const days = raw === null ? DEFAULT_STAT_RANGE : parseStatRange(raw);
  try {
    if (days === null) throw badRequest(tr(ctx, 'errors.api.daysOneOf', { options: '7, 30, 90' }));
    const rows = await creatorStatsCsvRows(ctx, days);
    return new Response(toCsv(rows), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csvFileName(days, ctx.now())}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (e) {
    if (isAppError(e)) return plain(e.httpStatus, e.message);
    throw e;
  }
}
