import { type KeyboardEvent, type MutableRefObject, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MessageId } from '#domain/i18n/catalogs/en';
import type { RecentSearch, TypeaheadItem } from '#domain/search/search';
import { normalizeQuery, searchPageUrl } from '#domain/search/search-url';
import { ApiError, getResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import {
  type ComboboxGroup,
  ComboboxList,
  type ComboboxOption,
  useComboboxKeys,
} from '../../ui/Combobox';
import { Icon } from '../../ui/Icon';
import { type Translate, useT } from '../../ui/i18n';
import { clearRecent, loadRecentSearches, removeRecent } from './recent';
import s from './Typeahead.module.css';

export type TypeaheadKeys = (e: KeyboardEvent<HTMLInputElement>) => void;

/** How long typing pauses before the suggestions are asked for. */
const DEBOUNCE_MS = 150;

type Target =
  | { kind: 'search'; q: string; scope: RecentSearch['scope']; rs: string }
  | { kind: 'page'; href: string };

interface Built {
  groups: ComboboxGroup[];
  targets: Map<string, Target>;
}

/** an error of ours (not the server's words), kept as its id and said in the page's language */
const OWN_MARK = '\u0000';
const OWN = (id: MessageId) => `${OWN_MARK}${id}`;

function suggestionGroups(t: Translate, items: readonly TypeaheadItem[]): Built {
  const targets = new Map<string, Target>();
  const queries: ComboboxOption[] = [];
  const boards: ComboboxOption[] = [];
  const people: ComboboxOption[] = [];
  for (const item of items) {
    if (item.type === 'query') {
      const key = `q-${item.query}`;
      targets.set(key, { kind: 'search', q: item.query, scope: 'pins', rs: 'typeahead' });
      queries.push({
        key,
        label: item.query,
        content: (
          <>
            <span className={s.glyph}>
              <Icon name="search" size={16} />
            </span>
            <span className={s.text}>{item.query}</span>
          </>
        ),
      });
    } else if (item.type === 'board') {
      const key = `b-${item.board.id}`;
      targets.set(key, { kind: 'page', href: item.board.url });
      boards.push({
        key,
        // the words it shows, in order (WCAG 2.5.3), then what it is
        label: t('search.boardOption', { name: item.board.name, owner: item.board.ownerName }),
        content: (
          <>
            {item.board.imageUrl ? (
              <img className={s.thumb} src={item.board.imageUrl} alt="" />
            ) : (
              <span className={s.thumb} />
            )}
            <span className={s.text}>
              {item.board.name} <span className={s.sub}>{item.board.ownerName}</span>
            </span>
          </>
        ),
      });
    } else {
      const key = `u-${item.user.id}`;
      targets.set(key, { kind: 'page', href: `/${item.user.username}/` });
      people.push({
        key,
        label: `${item.user.fullName}, @${item.user.username}`,
        content: (
          <>
            {item.user.imageUrl ? (
              <img className={`${s.thumb} ${s.avatar}`} src={item.user.imageUrl} alt="" />
            ) : (
              <span className={`${s.glyph} ${s.thumb} ${s.avatar}`}>
                <Icon name="user" size={16} />
              </span>
            )}
            <span className={s.text}>
              {item.user.fullName} <span className={s.sub}>@{item.user.username}</span>
            </span>
          </>
        ),
      });
    }
  }
  const groups = [
    { key: 'queries', label: t('search.suggestions'), options: queries },
    { key: 'boards', label: t('search.boards'), options: boards },
    { key: 'people', label: t('search.people'), options: people },
  ].filter((g) => g.options.length > 0);
  return { groups, targets };
}

function recentGroups(t: Translate, recent: readonly RecentSearch[]): Built {
  const targets = new Map<string, Target>();
  const options = recent.map((r) => {
    const key = `r-${r.query}`;
    targets.set(key, { kind: 'search', q: r.query, scope: r.scope, rs: 'recent' });
    return {
      key,
      label: r.query,
      removeLabel: t('search.removeRecent', { q: r.query }),
      content: (
        <>
          <span className={s.glyph}>
            <Icon name="clock" size={16} />
          </span>
          <span className={s.text}>{r.query}</span>
        </>
      ),
    };
  });
  return {
    groups: options.length ? [{ key: 'recent', label: t('search.recent'), options }] : [],
    targets,
  };
}

/**
 * The header box's popup (loaded on the first focus): suggested queries, boards and people for
 * the typed text (AdvancedTypeaheadResource, debounced), or the recent searches while the box is
 * empty, each removable, and Clear all. The input keeps focus; its keys come here.
 */
export function Typeahead(props: {
  listId: string;
  term: string;
  keys: MutableRefObject<TypeaheadKeys | null>;
  onActiveChange(key: string | null): void;
  onListChange(shown: boolean): void;
  onClose(): void;
  onDone(): void;
  onRefocus(): void;
}) {
  const t = useT();
  const viewer = useViewer();
  const navigate = useNavigate();
  const q = normalizeQuery(props.term);
  const [suggested, setSuggested] = useState<{ q: string; items: TypeaheadItem[] } | null>(null);
  const [recent, setRecent] = useState<RecentSearch[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!q) return;
    const ac = new AbortController();
    const timer = setTimeout(() => {
      getResource<TypeaheadItem[]>(
        'AdvancedTypeaheadResource',
        { term: q },
        { signal: ac.signal },
      ).then(
        (r) => {
          setSuggested({ q, items: r.data });
          setError(null);
        },
        (e: unknown) => {
          if ((e as Error).name === 'AbortError') return;
          setError(e instanceof ApiError ? e.message : OWN('search.suggestFailed'));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [q]);

  useEffect(() => {
    if (q) return;
    const ac = new AbortController();
    loadRecentSearches(viewer, ac.signal).then(
      (list) => {
        setRecent(list);
        setError(null);
      },
      (e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setError(OWN('search.recentFailed'));
      },
    );
    return () => ac.abort();
  }, [q, viewer]);

  // while the next suggestions are on their way, the last ones stay (no flicker as you type)
  // biome-ignore lint/correctness/useExhaustiveDependencies: t is the page's one catalog throughout
  const built = useMemo(
    () => (q ? suggestionGroups(t, suggested?.items ?? []) : recentGroups(t, recent ?? [])),
    [q, suggested, recent],
  );
  const loading = q ? suggested?.q !== q : recent === null;

  function pick(option: ComboboxOption) {
    const target = built.targets.get(option.key);
    if (!target) return;
    navigate(
      target.kind === 'page'
        ? target.href
        : searchPageUrl({ q: target.q, scope: target.scope, rs: target.rs }),
    );
    props.onDone();
  }

  function remove(option: ComboboxOption) {
    const target = built.targets.get(option.key);
    if (target?.kind !== 'search' || !recent) return;
    removeRecent(viewer, recent, target.q).then(setRecent, (e: unknown) =>
      setError(e instanceof ApiError ? e.message : OWN('search.removeFailed')),
    );
  }

  const kb = useComboboxKeys({
    groups: built.groups,
    open: true,
    onPick: pick,
    onClose: props.onClose,
    onRemove: remove,
  });
  props.keys.current = kb.onKeyDown;
  const { onActiveChange, onListChange, keys } = props;
  useEffect(() => onActiveChange(kb.activeKey), [kb.activeKey, onActiveChange]);
  const shown = built.groups.length > 0;
  useEffect(() => onListChange(shown), [shown, onListChange]);
  useEffect(
    () => () => {
      keys.current = null;
      onListChange(false);
    },
    [keys, onListChange],
  );

  const status = error
    ? error.startsWith(OWN_MARK)
      ? t(error.slice(1) as MessageId)
      : error
    : loading && !shown
      ? q
        ? t('search.looking')
        : t('search.loadingRecent')
      : !shown
        ? q
          ? t('search.noSuggestions', { q })
          : t('search.typeaheadHint')
        : null;

  return (
    <div className={s.popup}>
      {!q && recent && recent.length > 0 ? (
        <div className={s.popupHead}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('search.clearAllLabel')}
            onClick={() => {
              clearRecent(viewer).then(
                () => {
                  setRecent([]);
                  // the button goes away with the list: the input takes the focus back
                  props.onRefocus();
                },
                (e: unknown) =>
                  setError(e instanceof ApiError ? e.message : OWN('search.clearFailed')),
              );
            }}
          >
            {t('search.clearAll')}
          </Button>
        </div>
      ) : null}
      {shown ? (
        <ComboboxList
          id={props.listId}
          label={q ? t('search.suggestionsFor', { q }) : t('search.recent')}
          groups={built.groups}
          activeKey={kb.activeKey}
          onPick={pick}
          onActivate={kb.setActive}
          onRemove={remove}
        />
      ) : null}
      <div className={status ? s.status : 'visually-hidden'} role="status">
        {status ??
          (q
            ? t('search.suggestionCount', {
                count: built.groups.reduce((n, g) => n + g.options.length, 0),
              })
            : t('search.recentKeys'))}
      </div>
    </div>
  );
}
