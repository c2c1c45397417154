import { type AppLoadContext, redirect } from 'react-router';
import { profilePath } from '#domain/catalogue/routes';
import type { PinModel } from '#domain/pins/models';
import { loginPath } from '#domain/sharing/safe-next';
import { badRequest } from '#server/errors';
import { requireBoardAction } from '#server/services/boards/access';
import { getBoard, getBoardBySlug, getSectionBySlug } from '#server/services/boards/read';
import { deleteSection, getSectionForEdit, renameSection } from '#server/services/boards/sections';
import { deleteBoard, updateBoard } from '#server/services/boards/write';
import {
  boardCommentsClosed,
  setBoardCommentsClosed,
} from '#server/services/comments/board-switch';
import { boardFeed } from '#server/services/feeds/pin-feeds';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { FIRST_PAGE_PINS, pageForGrid } from '../../lib/grid-payload';
import { text as say } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

function numericId(context: AppLoadContext, param: string | undefined, section = false): number {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) {
    notFoundPage(say(context, section ? 'boards.sectionMissing' : 'boards.boardMissing'));
  }
  return Number(param);
}

function signedInOnly(context: AppLoadContext, request: Request): void {
  if (!context.ctx.viewer.isAuth) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
}

/** /board/{id}/edit (M-043): the board, its first pins (cover choices) and who may do what. */
export async function loadBoardEdit(context: AppLoadContext, request: Request, param?: string) {
  signedInOnly(context, request);
  const id = numericId(context, param);
  const { ctx } = context;
  const access = await fromService(() => requireBoardAction(ctx, id, 'edit_board'));
  const { board, sections } = await fromService(() => getBoard(ctx, id));
  const page = await fromService(() => boardFeed(ctx, id, { pageSize: 30 }));
  // decision 042: only the owner turns comments off for the board
  const commentsOff = access.isOwner
    ? await fromService(() => boardCommentsClosed(ctx, id))
    : false;
  return { board, sections, pins: page.items, isOwner: access.isOwner, commentsOff };
}

export async function boardEditAction(context: AppLoadContext, request: Request, param?: string) {
  signedInOnly(context, request);
  const id = numericId(context, param);
  const form = await readForm(context, request);
  const intent = text(form, 'intent');
  const { ctx } = context;
  const fields = {
    name: text(form, 'name'),
    description: text(form, 'description'),
    privacy: text(form, 'privacy'),
  };
  try {
    if (intent === 'delete') {
      const { board } = await getBoard(ctx, id);
      await deleteBoard(ctx, id);
      return redirect(profilePath(board.owner.username));
    }
    if (intent === 'archive' || intent === 'unarchive') {
      await updateBoard(ctx, id, { archived: intent === 'archive' });
      return formSuccess(
        say(
          context,
          intent === 'archive' ? 'boards.edit.archivedDone' : 'boards.edit.unarchivedDone',
        ),
        intent,
      );
    }
    if (intent === 'comments-off' || intent === 'comments-on') {
      await setBoardCommentsClosed(ctx, { boardId: id, closed: intent === 'comments-off' });
      return formSuccess(
        say(
          context,
          intent === 'comments-off' ? 'boards.edit.commentsOffDone' : 'boards.edit.commentsOnDone',
        ),
        intent,
      );
    }
    if (intent === 'cover') {
      const raw = text(form, 'coverPinId');
      const cover = raw === '' ? null : Number(raw);
      if (cover !== null && !Number.isSafeInteger(cover)) {
        throw badRequest(say(context, 'boards.edit.chooseCoverFromList'));
      }
      await updateBoard(ctx, id, { coverPinId: cover });
      return formSuccess(say(context, 'boards.edit.coverSaved'), intent);
    }
    const privacy = fields.privacy;
    const board = await updateBoard(ctx, id, {
      name: fields.name,
      description: fields.description,
      ...(privacy === 'public' || privacy === 'protected' || privacy === 'secret'
        ? { privacy }
        : {}),
    });
    return redirect(board.url);
  } catch (e) {
    return formFailure(e, fields, intent || 'save');
  }
}

/** /boardsection/{id}/edit (M-046): rename or delete a section. */
export async function loadSectionEdit(context: AppLoadContext, request: Request, param?: string) {
  signedInOnly(context, request);
  const id = numericId(context, param, true);
  const { ctx } = context;
  const { section, boardId } = await fromService(() => getSectionForEdit(ctx, id));
  const { board } = await fromService(() => getBoard(ctx, boardId));
  return { section, board };
}

export async function sectionEditAction(context: AppLoadContext, request: Request, param?: string) {
  signedInOnly(context, request);
  const id = numericId(context, param, true);
  const form = await readForm(context, request);
  const intent = text(form, 'intent');
  const { ctx } = context;
  const title = text(form, 'title');
  try {
    const { boardId } = await getSectionForEdit(ctx, id);
    const { board } = await getBoard(ctx, boardId);
    if (intent === 'delete') {
      await deleteSection(ctx, id);
      return redirect(board.url);
    }
    const section = await renameSection(ctx, id, title);
    return redirect(`${board.url}${section.slug}/`);
  } catch (e) {
    return formFailure(e, { title }, intent || 'save');
  }
}

/** The profile's sort menu (owner only): saved to users.board_sort. */

/** Which first page a feed cache holds: a changed board (bulk edit, order) shows fresh. */
function feedVersion(items: PinModel[]): string {
  return items
    .slice(0, 12)
    .map((p) => `${p.id}${p.section?.id ?? ''}`)
    .join('.');
}

/** /{username}/{board}/: the board, its sections and its first pins. */
export async function loadBoard(context: AppLoadContext, username: string, slug: string) {
  const { ctx } = context;
  const { board, sections } = await fromService(() => getBoardBySlug(ctx, username, slug));
  const page = pageForGrid(
    await fromService(() => boardFeed(ctx, Number(board.id), { pageSize: FIRST_PAGE_PINS })),
  );
  return {
    board,
    sections,
    page,
    version: `${board.pinCount}:${feedVersion(page.items)}`,
    origin: ctx.publicOrigin,
  };
}

/** /{username}/{board}/{section}/: the board, the section and the section's first pins. */
export async function loadSection(
  context: AppLoadContext,
  username: string,
  slug: string,
  sectionSlug: string,
) {
  const { ctx } = context;
  const { board, sections, section } = await fromService(() =>
    getSectionBySlug(ctx, username, slug, sectionSlug),
  );
  const page = pageForGrid(
    await fromService(() =>
      boardFeed(ctx, Number(board.id), {
        pageSize: FIRST_PAGE_PINS,
        sectionId: Number(section.id),
      }),
    ),
  );
  return {
    board,
    sections,
    section,
    page,
    version: `${section.pinCount}:${feedVersion(page.items)}`,
    origin: ctx.publicOrigin,
  };
}
