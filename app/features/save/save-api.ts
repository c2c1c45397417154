/** The calls of the save flow (spec 01 §7; decision 006), through the resource API client. */

import type { FavoriteState } from '#domain/pins/favorite';
import type { BoardModel, PinModel, SectionModel } from '#domain/pins/models';
import { csrfTokenFromPage, getResource, postResource } from '../../lib/resource';
import { logRepin } from '../analytics';

/**
 * RepinResource create: to a board, a section, or (no board) the profile. A repin that went
 * through is logged (spec 01 §7 P-369: the first 9 of the page session).
 */
export async function repinPin(opts: {
  pinId: string;
  boardId?: string | null;
  sectionId?: string | null;
}): Promise<PinModel> {
  const made = await postResource<PinModel>('RepinResource', 'create', {
    pin_id: opts.pinId,
    original_pin_id: opts.pinId,
    ...(opts.boardId ? { board_id: opts.boardId } : {}),
    ...(opts.sectionId ? { section_id: opts.sectionId } : {}),
  });
  logRepin(opts.pinId, opts.boardId ?? null);
  return made;
}

/** BoardResource create from the picker: a public board, or a secret one. */
export function createBoard(name: string, secret: boolean): Promise<BoardModel> {
  return postResource<BoardModel>('BoardResource', 'create', {
    name,
    privacy: secret ? 'secret' : 'public',
  });
}

/** spec 01 §7 (P-323, P-324): the Quick Saves board, created or the existing one. */
export function quickSavesBoard(userId: string): Promise<BoardModel> {
  return postResource<BoardModel>('BoardResource', 'create', {
    name: 'Quick Saves',
    layout: 'quick_saves',
    protected: false,
    return_existing: true,
    user_id: userId,
  });
}

const MAX_BOARD_PAGES = 10;

/**
 * The viewer's boards, most recently saved to first (BoardsResource get, 100 a page, every
 * page up to 1,000 boards), without archived ones or boards the viewer may not save to.
 */
export async function saveableBoards(viewerId: string, username: string): Promise<BoardModel[]> {
  const out: BoardModel[] = [];
  let bookmark: string | null = null;
  for (let i = 0; i < MAX_BOARD_PAGES; i++) {
    const page: { data: BoardModel[]; bookmark: string | null } = await getResource<BoardModel[]>(
      'BoardsResource',
      {
        username,
        sort: 'last_pinned_to',
        page_size: 100,
        ...(bookmark ? { bookmark } : {}),
      },
    );
    out.push(...page.data);
    bookmark = page.bookmark;
    if (!bookmark) break;
  }
  return out.filter(
    (b) =>
      !b.archived &&
      (b.owner.id === viewerId ||
        (b.collaboratedByMe && b.collaboratorPermissions.includes('save_pin'))),
  );
}

export async function boardSections(boardId: string): Promise<SectionModel[]> {
  return (await getResource<SectionModel[]>('BoardSectionsResource', { board_id: boardId })).data;
}

/**
 * spec 01 §7 (P-354, P-355): POST favourites, DELETE unfavourites, no payload. Throws on any
 * failure; the caller rolls back silently (P-356).
 */
export async function setFavorite(pinId: string, on: boolean): Promise<FavoriteState> {
  const res = await fetch(`/v3/pins/${encodeURIComponent(pinId)}/favorite/`, {
    method: on ? 'POST' : 'DELETE',
    headers: { accept: 'application/json', 'x-csrf-token': csrfTokenFromPage() },
  });
  const body = (await res.json().catch(() => null)) as {
    resource_response?: { data: FavoriteState | null };
  } | null;
  const data = body?.resource_response?.data;
  if (!res.ok || !data) throw new Error(`favourite failed with ${res.status}`);
  return data;
}
