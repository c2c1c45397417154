import { useCallback, useEffect, useState } from 'react';
import type { BoardModel } from '#domain/pins/models';
import { saveableBoards } from '../save';

/**
 * The boards the viewer may put pins on (their own and group boards with save_pin), the same
 * list the save flow's picker shows; a board created here joins it at the top.
 */
export function useMyBoards(viewer: { id: string | null; username: string | null }) {
  const [boards, setBoards] = useState<BoardModel[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { id, username } = viewer;

  useEffect(() => {
    if (!id || !username) return;
    let live = true;
    saveableBoards(id, username)
      .then((list) => {
        if (live) setBoards(list);
      })
      .catch((e: Error) => {
        if (live) setError(e.message);
      });
    return () => {
      live = false;
    };
  }, [id, username]);

  const add = useCallback((board: BoardModel) => {
    setBoards((list) => [board, ...(list ?? []).filter((b) => b.id !== board.id)]);
  }, []);

  return { boards, error, add };
}
