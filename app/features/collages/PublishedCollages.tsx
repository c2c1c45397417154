import { useCallback, useEffect, useState } from 'react';
import type { CollageListItem } from '#domain/boards/collages';
import { pinPath } from '#domain/catalogue/routes';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { Skeleton } from '../../ui/Skeleton';
import s from './Collages.module.css';
import { ConfirmDelete } from './ConfirmDelete';
import { deleteCollage, fetchPublishedCollages } from './collages-api';
import '../../lib/texts/builder';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; items: CollageListItem[] };

/**
 * The person's published collages (spec 02 §7 M-339, M-340: GET /v3/users/me/shuffles/), each
 * with Delete → the confirmation (M-015) → deletion → the toast 'Collage deleted' (spec 02 §4),
 * after which the list is fetched again. `version` changes when a collage was published.
 */
export function PublishedCollages(props: { version: number }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reload, setReload] = useState(0);
  const [target, setTarget] = useState<CollageListItem | null>(null);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version and reload ask for a refetch
  useEffect(() => {
    const ctl = new AbortController();
    setState((st) => (st.kind === 'ready' ? st : { kind: 'loading' }));
    fetchPublishedCollages(ctl.signal).then(
      (items) => setState({ kind: 'ready', items }),
      (e: Error) => {
        if (e.name !== 'AbortError') setState({ kind: 'error', message: e.message });
      },
    );
    return () => ctl.abort();
  }, [props.version, reload]);

  return (
    <section
      className={s.list}
      aria-labelledby="published-collages-title"
      aria-busy={state.kind === 'loading'}
    >
      <h2 id="published-collages-title" className={s.subtitle}>
        {t('collage.yourCollages')}
      </h2>
      {state.kind === 'loading' ? (
        <ul className={s.cards} aria-label={t('collage.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height={180} />
            </li>
          ))}
        </ul>
      ) : state.kind === 'error' ? (
        <div className={s.errorBox}>
          <FormAlert id="collages-load-error" message={state.message} />
          <Button onClick={refresh}>{t('collage.tryAgain')}</Button>
        </div>
      ) : state.items.length === 0 ? (
        <p className={s.note}>{t('collage.none')}</p>
      ) : (
        <ul className={s.cards}>
          {state.items.map((c) => {
            const name = c.description || t('collage.untitled');
            return (
              <li key={c.id} className={s.card}>
                {c.pinId ? (
                  // decision 021: the collage's page is its pin's closeup; a collage published
                  // before it had a pin has no page, so no link
                  <Link to={pinPath(c.pinId)} className={s.cardLink}>
                    <Cover item={c} />
                    <span className={s.cardTitle}>{name}</span>
                  </Link>
                ) : (
                  <>
                    <Cover item={c} />
                    <p className={s.cardTitle}>{name}</p>
                  </>
                )}
                <Button
                  size="sm"
                  iconStart="trash"
                  aria-label={t('collage.deleteName', { name })}
                  onClick={() => setTarget(c)}
                >
                  {t('collage.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDelete
        open={target !== null}
        title={t('collage.deleteTitle')}
        description={t('collage.deleteText')}
        doneText={t('collage.deleted')}
        errorId="collage-delete-error"
        onCancel={() => setTarget(null)}
        onDelete={() => (target ? deleteCollage(target.id) : Promise.resolve())}
        onDeleted={() => {
          setTarget(null);
          refresh();
        }}
      />
    </section>
  );
}

/** The collage's picture: the composed one once published (decision 021). */
function Cover(props: { item: CollageListItem }) {
  const img = props.item.images['236x'] ?? props.item.images['170x'];
  return img ? (
    <img className={s.cover} src={img.url} alt="" style={{ background: img.dominantColor }} />
  ) : (
    <div className={s.cover} />
  );
}
