import { useEffect, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { BOARD_SORTS, type BoardSort } from '#domain/boards/boards';
import type { BoardModel, UserModel } from '#domain/pins/models';
import { ApiError, postResource } from '../../lib/resource';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Menu, MenuLabel, MenuRadioGroup, MenuRadioItem } from '../../ui/Menu';
import { BoardCard } from '../profile';
import { CreateBoardDialog } from './CreateBoardDialog';
import pb from './ProfileBoards.module.css';
import { useSortable } from './use-sortable';
import '../../lib/texts/boards';

/**
 * The profile's board list: the owner's sort menu (saved to users.board_sort), Create board,
 * custom order by drag and drop or arrow keys; archived boards grouped at the end.
 */
export function ProfileBoards(props: {
  user: UserModel;
  boards: BoardModel[];
  sort: BoardSort;
  isOwner: boolean;
  /** pins saved to the profile itself show below, so "no boards" is not "nothing saved" */
  hasBoardlessSaves?: boolean;
}) {
  const { user, isOwner } = props;
  const t = useT();
  const csrf = useCsrfToken();
  const fetcher = useFetcher();
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  const [boards, setBoards] = useState(props.boards);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setBoards(props.boards), [props.boards]);
  const pending = fetcher.formData?.get('sort');
  const sort = (typeof pending === 'string' ? pending : props.sort) as BoardSort;
  const active = boards.filter((b) => !b.archived);
  const archived = boards.filter((b) => b.archived);
  const custom = isOwner && sort === 'custom';

  async function commit(ids: string[], moved: string) {
    const before = boards;
    const byId = new Map(boards.map((b) => [b.id, b]));
    setBoards([...ids.flatMap((id) => byId.get(id) ?? []), ...archived]);
    setError(null);
    try {
      await postResource('BoardOrderResource', 'update', { board_ids: ids });
      setStatus(
        t('boards.movedTo', {
          name: byId.get(moved)?.name ?? t('boards.board'),
          position: ids.indexOf(moved) + 1,
          total: ids.length,
        }),
      );
      revalidator.revalidate();
    } catch (e) {
      setBoards(before);
      setError(e instanceof ApiError ? e.message : t('boards.orderFailed'));
    }
  }

  const sortable = useSortable({
    ids: active.map((b) => b.id),
    onCommit: (ids, moved) => void commit(ids, moved),
    disabled: !custom,
  });
  const byId = new Map(active.map((b) => [b.id, b]));
  const sortLabel = t(`boards.sort.${sort}`);

  return (
    <>
      {isOwner ? (
        <div className={pb.toolbar}>
          <Menu
            label={t('boards.sortMenu', { sort: sortLabel })}
            trigger={
              <Button iconEnd="chevron-down">{t('boards.sortButton', { sort: sortLabel })}</Button>
            }
          >
            <MenuLabel>{t('boards.sortBy')}</MenuLabel>
            <MenuRadioGroup
              value={sort}
              onValueChange={(v) => fetcher.submit({ sort: v, _csrf: csrf }, { method: 'post' })}
            >
              {BOARD_SORTS.map((v) => (
                <MenuRadioItem key={v} value={v}>
                  {t(`boards.sort.${v}`)}
                </MenuRadioItem>
              ))}
            </MenuRadioGroup>
          </Menu>
          <Button variant="primary" iconStart="plus" onClick={() => setCreating(true)}>
            {t('boards.create')}
          </Button>
          <CreateBoardDialog open={creating} onOpenChange={setCreating} />
        </div>
      ) : null}
      {custom && active.length > 1 ? (
        <p className={pb.hint} id="board-order-hint">
          {t('boards.orderHint')}
        </p>
      ) : null}
      <p className={pb.hint} role="status">
        {status}
      </p>
      <div className={pb.hint}>
        <FormAlert id="board-order-error" message={error} />
      </div>
      {active.length > 0 ? (
        <ul className={pb.boards} aria-label={t('boards.listOf', { name: user.fullName })}>
          {sortable.order.map((id, i) => {
            const b = byId.get(id);
            if (!b) return null;
            return (
              <BoardCard
                key={b.id}
                board={b}
                first={i === 0}
                dragging={sortable.dragging === b.id}
                handle={
                  custom && active.length > 1
                    ? {
                        ...sortable.handleProps(b.id),
                        'aria-label': t('boards.reorder', {
                          name: b.name,
                          position: i + 1,
                          total: active.length,
                        }),
                        'aria-describedby': 'board-order-hint',
                      }
                    : undefined
                }
              />
            );
          })}
        </ul>
      ) : archived.length === 0 && !props.hasBoardlessSaves ? (
        <p className={pb.empty}>
          {isOwner ? t('boards.emptyOwn') : t('boards.emptyOf', { name: user.fullName })}
        </p>
      ) : null}
      {archived.length > 0 ? (
        <section aria-labelledby="archived-boards">
          <h2 id="archived-boards" className={pb.archivedTitle}>
            {t('boards.archived')}
          </h2>
          <ul className={pb.boards} aria-label={t('boards.archivedList')}>
            {archived.map((b) => (
              <BoardCard key={b.id} board={b} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
