import { type FormEvent, useEffect, useId, useState } from 'react';
import type { UserModel } from '#domain/pins/models';
import { getResource, postResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { useT } from '../../../ui/i18n';
import type { Collaborator } from './CollaboratorRow';
import s from './Collaborators.module.css';
import { messageOf } from './message-of';
import { PersonCell } from './PersonCell';
import '../../../lib/texts/boards';

interface InviteAnswer {
  invite: { invitedUser: UserModel; permissions: string[]; status: 'invited' };
}

/** Suggestions as the name is typed: UserSearchResource, after a short pause. */
function useSuggestions(query: string): UserModel[] {
  const [list, setList] = useState<UserModel[]>([]);
  useEffect(() => {
    const q = query.trim().replace(/^@/, '');
    if (q.length < 1) {
      setList([]);
      return;
    }
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      getResource<UserModel[]>('UserSearchResource', { query: q }, { signal: ctl.signal })
        .then((r) => setList(r.data))
        .catch(() => setList([]));
    }, 150);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [query]);
  return list;
}

/** Invite by username (BoardInviteResource create), with type-ahead over existing people. */
export function InviteByUsername({
  boardId,
  autoFocus,
  onInvited,
}: {
  boardId: string;
  autoFocus?: boolean;
  onInvited(c: Collaborator, message: string): void;
}) {
  const id = useId();
  const t = useT();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suggestions = useSuggestions(value);
  const showList = open && suggestions.length > 0;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;

  async function invite(username: string) {
    const name = username.trim().replace(/^@/, '');
    if (!name) {
      setError(t('boards.people.typeUsername'));
      return;
    }
    setBusy(true);
    setError(null);
    setOpen(false);
    try {
      const { invite: inv } = await postResource<InviteAnswer>('BoardInviteResource', 'create', {
        board_id: boardId,
        username: name,
      });
      setValue('');
      onInvited(
        {
          user: inv.invitedUser,
          permissions: inv.permissions,
          status: 'invited',
          role: 'collaborator',
        },
        t('boards.people.inviteSent', { name: inv.invitedUser.fullName }),
      );
    } catch (e) {
      setError(messageOf(e, t('boards.failed')));
    } finally {
      setBusy(false);
    }
  }

  // picking someone fills the field and Invite sends: one way to send, never two
  function pick(u: UserModel) {
    setValue(u.username);
    setOpen(false);
    setActive(-1);
    setError(null);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const picked = showList && active >= 0 ? suggestions[active] : undefined;
    if (picked) pick(picked);
    else void invite(value);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (!showList) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <form className={s.inviteForm} onSubmit={submit} noValidate>
      <div className={s.field}>
        <label htmlFor={`${id}-input`} className={s.label}>
          {t('boards.people.username')}
        </label>
        <input
          id={`${id}-input`}
          className={s.input}
          value={value}
          // biome-ignore lint/a11y/noAutofocus: the add_collaborators page exists to type a name
          autoFocus={autoFocus}
          placeholder={t('boards.people.search')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={31}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('boards.people.people')}
          className={showList ? s.suggestions : 'visually-hidden'}
        >
          {showList
            ? suggestions.map((u, i) => (
                <div
                  key={u.id}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={s.suggestion}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(u)}
                  onKeyDown={() => {}}
                >
                  <PersonCell
                    avatar={{ name: u.fullName, src: u.imageSmallUrl }}
                    size={32}
                    name={u.fullName}
                    sub={`@${u.username}`}
                  />
                </div>
              ))
            : null}
        </div>
      </div>
      <Button type="submit" variant="primary" loading={busy}>
        {t('boards.people.invite')}
      </Button>
      <p id={errorId} role="alert" className={s.alert}>
        {error ?? ''}
      </p>
    </form>
  );
}
