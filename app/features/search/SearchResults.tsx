import { useEffect } from 'react';
import type { BoardModel, Page } from '#domain/pins/models';
import {
  isFilteredSearch,
  isOwnScope,
  isPinScope,
  type SearchPageParams,
  searchPageUrl,
  shorterQuery,
} from '#domain/search/search-url';
import { useViewer } from '../../lib/viewer-context';
import { ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { LinkTabs } from '../../ui/LinkTabs';
import { PinGrid } from '../feed';
import { BoardCard } from '../profile';
import { ShowMore, usePagedResults } from './PagedList';
import { PeopleResults } from './PeopleResults';
import { recordRecent } from './recent';
import { SearchFilters } from './SearchFilters';
import s from './SearchResults.module.css';
import { OWN_TABS, PUBLIC_TABS, SCOPE_LABELS } from './search-labels';
import type { SearchPageData } from './types';

/** The search API's options for this page (the grid and "Show more" page on with them). */
function apiOptions(p: SearchPageParams): Record<string, unknown> {
  return {
    query: p.q,
    scope: p.scope,
    ...(p.rs ? { rs: p.rs } : {}),
    ...(p.color ? { color: p.color } : {}),
    ...(p.kind ? { kind: p.kind } : {}),
  };
}

function BoardResults(props: { initial: Page<BoardModel>; options: Record<string, unknown> }) {
  const t = useT();
  const paged = usePagedResults(props.initial, props.options);
  return (
    <>
      <ul className={s.boards} aria-label={t('search.boards')}>
        {paged.items.map((b, i) => (
          <BoardCard key={b.id} board={b} first={i === 0} />
        ))}
      </ul>
      <ShowMore {...paged} />
    </>
  );
}

function SuggestionLinks(props: { label: string; links: { to: string; text: string }[] }) {
  if (props.links.length === 0) return null;
  return (
    <section className={s.suggest} aria-label={props.label}>
      <h2 className={s.suggestTitle}>{props.label}</h2>
      <ul className={s.suggestList}>
        {props.links.map((l) => (
          <li key={l.to}>
            <ButtonLink to={l.to} size="sm" variant="secondary">
              {l.text}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

const ideaLinks = (data: SearchPageData) =>
  data.categories.map((c) => ({
    to: searchPageUrl({ q: c.name, scope: 'pins', rs: 'ideas_category' }),
    text: c.name,
  }));

function EmptyQuery({ data }: { data: SearchPageData }) {
  const t = useT();
  return (
    <div className={s.state}>
      <p className={s.stateText}>{t('search.emptyLead')}</p>
      <SuggestionLinks
        label={t('search.yourRecent')}
        links={data.recent.map((r) => ({
          to: searchPageUrl({ q: r.query, scope: r.scope, rs: 'recent' }),
          text: r.query,
        }))}
      />
      <SuggestionLinks label={t('search.ideasToExplore')} links={ideaLinks(data)} />
    </div>
  );
}

function NoResults({ data }: { data: SearchPageData }) {
  const t = useT();
  const p = data.params;
  const tries: { to: string; text: string }[] = [];
  if (isFilteredSearch(p)) {
    tries.push({
      to: searchPageUrl({ q: p.q, scope: p.scope, rs: p.rs }),
      text: t('search.removeFilters', { q: p.q }),
    });
  }
  const shorter = shorterQuery(p.q);
  if (shorter)
    tries.push({
      to: searchPageUrl({ q: shorter, scope: p.scope, rs: 'typed' }),
      text: t('search.searchFor', { q: shorter }),
    });
  if (isOwnScope(p.scope)) {
    tries.push({
      to: searchPageUrl({ q: p.q, scope: 'pins', rs: p.rs }),
      text: t('search.searchAllPins', { q: p.q }),
    });
  } else {
    for (const scope of PUBLIC_TABS.filter((t) => t !== p.scope)) {
      tries.push({
        to: searchPageUrl({ q: p.q, scope, rs: p.rs }),
        text: t('search.lookIn', { q: p.q, mode: scope }),
      });
    }
  }
  return (
    <div className={s.state}>
      <h2 className={s.stateTitle}>
        {t(isFilteredSearch(p) ? 'search.noneFiltered' : 'search.none', { q: p.q, mode: p.scope })}
      </h2>
      <p className={s.stateText}>{t('search.checkSpelling')}</p>
      <SuggestionLinks label={t('search.tryInstead')} links={tries} />
      <SuggestionLinks label={t('search.orExplore')} links={ideaLinks(data)} />
    </div>
  );
}

/**
 * The results page: the scope tabs (everyone's Pins, boards and people; a signed-in person's own
 * Pins and boards), the pin filters, then the results in the grid or the lists, or the empty and
 * no-result states with links that lead somewhere real.
 */
export function SearchResults({ data }: { data: SearchPageData }) {
  const t = useT();
  const viewer = useViewer();
  const p = data.params;
  const tabs = viewer.isAuth ? [...PUBLIC_TABS, ...OWN_TABS] : PUBLIC_TABS;

  // the completed search goes into the person's recent searches (P-242): a visitor's stay in the
  // browser (spec 01 §3 P-108 completedSearches); a bot's go nowhere
  const { isAuth, isBot } = viewer;
  useEffect(() => {
    if (!isBot && p.q) recordRecent(isAuth, { query: p.q, scope: p.scope, rs: p.rs });
  }, [isAuth, isBot, p.q, p.scope, p.rs]);

  const r = data.results;
  const empty = r !== null && r.page.items.length === 0 && r.page.bookmark === null;
  const options = apiOptions(p);
  return (
    <div className={s.page}>
      <h1 className={p.q ? s.queryTitle : s.title}>
        {p.q ? t('search.resultsFor', { q: p.q }) : t('search.search')}
      </h1>
      <div className={s.controls}>
        <LinkTabs
          label={t('search.searchIn')}
          items={tabs.map((scope) => ({
            to: searchPageUrl({ q: p.q, scope, rs: p.rs }),
            label: t(SCOPE_LABELS[scope]),
            current: scope === p.scope,
          }))}
        />
        {p.q && isPinScope(p.scope) ? <SearchFilters params={p} /> : null}
      </div>
      {r === null ? (
        <EmptyQuery data={data} />
      ) : empty ? (
        <NoResults data={data} />
      ) : r.kind === 'pins' ? (
        <PinGrid
          initial={r.page.items}
          bookmark={r.page.bookmark}
          source={{ resource: 'BaseSearchResource', options }}
          label={t('search.pinsFound', { q: p.q })}
          showAttribution
          surface="SearchItem"
          empty={<NoResults data={data} />}
        />
      ) : r.kind === 'boards' ? (
        <BoardResults key={JSON.stringify(options)} initial={r.page} options={options} />
      ) : (
        <PeopleResults key={JSON.stringify(options)} initial={r.page} options={options} />
      )}
    </div>
  );
}
