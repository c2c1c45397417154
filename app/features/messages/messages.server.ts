import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { blockedByMe } from '#server/services/messages/blocks';
import { readConversation } from '#server/services/messages/inbox';
import { text } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

/** /conversation/{id}/ (spec 02 §2 M-083): members only; anyone else gets the 404 page. */
export async function loadConversationPage(context: AppLoadContext, request: Request, id: string) {
  const { viewer } = context.ctx;
  if (!viewer.isAuth) throw redirect(loginPath(new URL(request.url).pathname));
  if (!/^[1-9]\d{0,15}$/.test(id)) notFoundPage(text(context, 'messages.notFound'));
  const data = await fromService(() => readConversation(context.ctx, Number(id)));
  // a conversation with one person shows whether the viewer blocked them (issue 13)
  const [other, ...more] = data.conversation.others;
  const blocked =
    other && more.length === 0
      ? await fromService(() => blockedByMe(context.ctx, Number(other.id)))
      : false;
  const title = text(context, 'header.messages');
  return { ...data, blocked, viewerId: String(viewer.id), title };
}

/** /notifications/?tab=messages (decision 062): the viewer's inbox on a page; visitors log in first and come back. */
export function loadMessagesPage(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(url.pathname + url.search));
  return { title: text(context, 'header.messages') };
}
