import { type AppLoadContext, redirect } from 'react-router';
import { NOTIFICATIONS_PAGE } from '#domain/messages/notifications';
import { loginPath } from '#domain/sharing/safe-next';
import { listNotifications } from '#server/services/notifications/list';
import { text } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

/** /notifications/ (spec 02 §2 M-079): the signed-in viewer's first page; visitors log in first. */
export async function loadNotificationsPage(context: AppLoadContext, request: Request) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(new URL(request.url).pathname));
  const page = await fromService(() =>
    listNotifications(context.ctx, { pageSize: NOTIFICATIONS_PAGE }),
  );
  return {
    items: page.items,
    bookmark: page.bookmark,
    title: text(context, 'header.notifications'),
  };
}
