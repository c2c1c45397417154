import { useEffect, useId, useRef, useState } from 'react';
import { MAX_RECIPIENTS } from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import { getResource } from '../../lib/resource';
import { Avatar } from '../../ui/Avatar';
import { IconButton } from '../../ui/IconButton';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { errorText } from './error-text';
import s from './Messages.module.css';

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
          if ((e as Error).name !== 'AbortError') setError(errorText(e));
        })
        .finally(() => setBusy(false));
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      ctl.abort();
    };
  }, [query]);

  const chosenIds = new Set(props.chosen.map((u) => u.id));
  const results = found.filter((u) => !chosenIds.has(u.id));

  return (
    <div className={s.picker}>
      {props.chosen.length > 0 ? (
        <ul className={s.chips} aria-label="Sending to">
          {props.chosen.map((u) => (
            <li key={u.id} className={s.chip}>
              <Avatar name={u.fullName} src={u.imageSmallUrl} size={24} />
              <span className={s.chipName}>{u.fullName}</span>
              <IconButton
                size="sm"
                variant="transparent"
                icon="x"
                label={`Remove ${u.fullName}`}
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
        label="To"
        placeholder="Search by name or username"
        autoComplete="off"
        value={query}
        disabled={full}
        hint={full ? `You can send to ${MAX_RECIPIENTS} people at most.` : undefined}
        error={error ?? undefined}
        describedBy={[listId]}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div id={listId} aria-live="polite" className={s.results}>
        {busy ? <Spinner size="sm" label="Searching" /> : null}
        {!busy && query.trim() && results.length === 0 && !error ? (
          <p className={s.muted}>No one found for “{query.trim()}”.</p>
        ) : null}
        {results.length > 0 ? (
          <ul className={s.resultList} aria-label="People found">
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
