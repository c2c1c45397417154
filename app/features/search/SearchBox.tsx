import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSearchScope, normalizeQuery, searchPageUrl } from '#domain/search/search-url';
import { useInstance } from '../../lib/root-data';
import { comboboxInputProps } from '../../ui/Combobox';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { lazyPart } from '../../ui/lazy-part';
import s from './SearchBox.module.css';
import type { TypeaheadKeys } from './Typeahead';

// the typeahead (suggestions, recent searches, their requests) loads on the first focus or key
const typeaheadPart = lazyPart(() => import('./Typeahead'));

/** The query and scope of the results page being shown, if it is one. */
function currentSearch(pathname: string, search: string) {
  const m = /^\/search\/([a-z_]+)\/?$/.exec(pathname);
  const scope = m?.[1] && isSearchScope(m[1]) ? m[1] : null;
  return { scope, q: scope ? (new URLSearchParams(search).get('q') ?? '') : '' };
}

/**
 * The header's search box: a GET form to /search/pins/ (works without JavaScript); with it, a
 * clear button and the typeahead, an ARIA combobox whose list shows suggestions as you type and
 * your recent searches while the box is empty.
 */
export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const instance = useInstance();
  const current = currentSearch(location.pathname, location.search);
  const [value, setValue] = useState(current.q);
  const [open, setOpen] = useState(false);
  const [mod, setMod] = useState(typeaheadPart.get());
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [listShown, setListShown] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const keys = useRef<TypeaheadKeys | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${useId().replace(/:/g, '')}-typeahead`;

  // a new results page (a link, Back) shows its own query
  useEffect(() => setValue(current.q), [current.q]);

  const load = useCallback(() => {
    if (!typeaheadPart.get()) typeaheadPart.load().then(setMod, () => {});
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActiveKey(null);
  }, []);

  // after a pick or a submit: the page changes, the box lets go (a phone's box collapses)
  const done = useCallback(() => {
    close();
    input.current?.blur();
  }, [close]);

  const refocus = useCallback(() => input.current?.focus(), []);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = normalizeQuery(value);
    if (!q) {
      input.current?.focus();
      return;
    }
    navigate(searchPageUrl({ q, scope: current.scope ?? 'pins', rs: 'typed' }));
    done();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself (<search> is too new for some readers)
    <form
      action="/search/pins/"
      method="get"
      role="search"
      className={s.form}
      onSubmit={submit}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <input
        ref={input}
        type="search"
        name="q"
        className={s.input}
        placeholder={t('header.search')}
        aria-label={t('header.searchOf', { name: instance.name })}
        autoComplete="off"
        maxLength={200}
        value={value}
        {...comboboxInputProps({ listId, open: open && listShown, activeKey })}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          load();
          setValue(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (!open && e.key === 'ArrowDown') {
            setOpen(true);
            return;
          }
          if (!open && e.key === 'Escape' && value) {
            e.preventDefault();
            setValue('');
            return;
          }
          keys.current?.(e);
        }}
      />
      {/* a script's control: it comes with hydration, not in the server's markup */}
      {hydrated && value ? (
        <IconButton
          label={t('header.clearSearch')}
          icon="x"
          size="sm"
          variant="transparent"
          className={s.clear}
          onClick={() => {
            setValue('');
            setOpen(true);
            input.current?.focus();
          }}
        />
      ) : null}
      {mod && open ? (
        <mod.Typeahead
          listId={listId}
          term={value}
          keys={keys}
          onActiveChange={setActiveKey}
          onListChange={setListShown}
          onClose={close}
          onDone={done}
          onRefocus={refocus}
        />
      ) : null}
    </form>
  );
}
