import type { AppLoadContext } from 'react-router';
import { parsePinIdParam } from '#domain/routes';
import { getBoardBySlug, listUserBoards } from '#server/services/boards';
import { boardFeed, createdFeed, getCloseup, homeFeed } from '#server/services/pins';
import { getUserByUsername } from '#server/services/users';
import { fromService, notFoundPage } from '../loader.server';

export function loadHome(context: AppLoadContext) {
  return fromService(() => homeFeed(context.ctx));
}

export async function loadCloseup(context: AppLoadContext, param: string) {
  const id = parsePinIdParam(param);
  if (id === null) notFoundPage('Unavailable');
  const { pin, related } = await fromService(() => getCloseup(context.ctx, Number(id)));
  return { pin, related, origin: context.ctx.origin };
}

export async function loadProfile(context: AppLoadContext, username: string) {
  const user = await fromService(() => getUserByUsername(context.ctx, username));
  const boards = await fromService(() => listUserBoards(context.ctx, user));
  return { user, boards, origin: context.ctx.origin };
}

export async function loadCreated(context: AppLoadContext, username: string) {
  const user = await fromService(() => getUserByUsername(context.ctx, username));
  const page = await fromService(() => createdFeed(context.ctx, Number(user.id)));
  return { user, page, origin: context.ctx.origin };
}

export async function loadBoard(context: AppLoadContext, username: string, slug: string) {
  const { board, sections } = await fromService(() => getBoardBySlug(context.ctx, username, slug));
  const page = await fromService(() => boardFeed(context.ctx, Number(board.id)));
  return { board, sections, page, origin: context.ctx.origin };
}
