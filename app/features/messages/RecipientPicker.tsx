import { useEffect, useId, useRef, useState } from 'react';
import { MAX_RECIPIENTS } from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import { getResource } from '../../lib/resource';
import { Avatar } from '../../ui/Avatar';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import s from './Messages.module.css';
import { errorText } from './titles';
import '../../lib/texts/messages';

const SEARCH_DELAY_MS = 200;

/**
 * Spec 01 §2 newMessageSelectRecipientsView: find people by name or username
 * (UserSearchResource) and gather up to ten; each chosen person can be taken off again.
 */
export function RecipientPicker(props: { chosen: UserModel[]; onChange(next: UserModel[]): void }) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<UserModel[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const full = props.chosen.length >= MAX_RECIPIENTS;
  const t = useT();

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setFound([]);
      setBusy(false);
      return;
    }
    const ctl = new AbortController();
    setBusy(true);
    const timer = window.setTimeout(() => {
      getResource<UserModel[]>('UserSearchResource', { query: q }, { signal: ctl.signal })
        .then((r) => {
          setFound(r.data);
          setError(null);
        })
        .catch((e: unknown) => {
          if ((e as Error).name !== 'AbortError') setError(errorText(t, e));
        })
        .finally(() => setBusy(false));
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      ctl.abort();
    };
  }, [query, t]);

  const chosenIds = new Set(props.chosen.map((u) => u.id));
  const results = found.filter((u) => !chosenIds.has(u.id));

  return (
    <div className={s.picker}>
      {props.chosen.length > 0 ? (
        <ul className={s.chips} aria-label={t('messages.sendingTo')}>
          {props.chosen.map((u) => (
            <li key={u.id} className={s.chip}>
              <Avatar name={u.fullName} src={u.imageSmallUrl} size={24} />
              <span className={s.chipName}>{u.fullName}</span>
              <IconButton
                size="sm"
                variant="transparent"
                icon="x"
                label={t('messages.remove', { name: u.fullName })}
                onClick={() => {
                  props.onChange(props.chosen.filter((c) => c.id !== u.id));
                  input.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <TextField
        ref={input}
        name="recipient"
        label={t('messages.to')}
        placeholder={t('messages.searchPeople')}
        autoComplete="off"
        value={query}
        disabled={full}
        hint={full ? t('messages.atMost', { max: MAX_RECIPIENTS }) : undefined}
        error={error ?? undefined}
        describedBy={[listId]}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div id={listId} aria-live="polite" className={s.results}>
        {busy ? <Spinner size="sm" label={t('messages.searching')} /> : null}
        {!busy && query.trim() && results.length === 0 && !error ? (
          <p className={s.muted}>{t('messages.noneFound', { query: query.trim() })}</p>
        ) : null}
        {results.length > 0 ? (
          <ul className={s.resultList} aria-label={t('messages.peopleFound')}>
            {results.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  className={s.person}
                  onClick={() => {
                    props.onChange([...props.chosen, u]);
                    setQuery('');
                    // the chosen row goes away: keep the keyboard in the search, not on the page
                    input.current?.focus();
                  }}
                >
                  <Avatar name={u.fullName} src={u.imageSmallUrl} size={32} />
                  <span className={s.personText}>
                    <span className={s.personName}>{u.fullName}</span>
                    <span className={s.muted}>@{u.username}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
