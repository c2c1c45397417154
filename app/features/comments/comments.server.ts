import type { AppLoadContext } from 'react-router';
import { parsePinIdParam } from '#domain/catalogue/routes';
import { COMMENTS_PAGE } from '#domain/comments/comments';
import { listComments } from '#server/services/comments/read';
import { getPin } from '#server/services/pins/closeup';
import { text } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';
import type { CommentsPin } from './CommentsPageView';

/**
 * /pin/{id}/comments/ (decision 042): the pin as its comments page shows it and one page of its
 * comments (`?bookmark=` for the next); a pin the viewer may not see is the closeup's 404.
 */
export async function loadCommentsPage(context: AppLoadContext, request: Request, param: string) {
  const id = parsePinIdParam(param);
  if (id === null) notFoundPage(text(context, 'closeup.unavailable'));
  const bookmark = new URL(request.url).searchParams.get('bookmark') ?? undefined;
  const [pin, comments] = await fromService(() =>
    Promise.all([
      getPin(context.ctx, Number(id)),
      listComments(context.ctx, Number(id), { bookmark, pageSize: COMMENTS_PAGE }),
    ]),
  );
  const img = pin.images['236x'] ?? null;
  const summary: CommentsPin = {
    id: pin.id,
    title:
      pin.title.trim() ||
      pin.gridTitle ||
      text(context, 'closeup.pinBy', { name: pin.pinner.fullName }),
    image: img ? { url: img.url, width: img.width, height: img.height } : null,
    dominantColor: pin.dominantColor,
  };
  return { pin: summary, comments, origin: context.ctx.publicOrigin };
}
