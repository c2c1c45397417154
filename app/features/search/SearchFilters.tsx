import { COLOR_FAMILIES, SEARCH_KINDS } from '#domain/search/search';
import { type SearchPageParams, searchPageUrl } from '#domain/search/search-url';
import { FilterChips } from '../../ui/FilterChips';
import { useT } from '../../ui/i18n';
import s from './SearchResults.module.css';
import { COLOR_SWATCHES, KIND_LABELS } from './search-labels';

/** The pin results' filters, kept in the address: a colour and a kind, each chip a toggle. */
export function SearchFilters({ params }: { params: SearchPageParams }) {
  const t = useT();
  const base = { q: params.q, scope: params.scope, rs: params.rs };
  return (
    <div className={s.filters}>
      <FilterChips
        label={t('search.colour')}
        items={COLOR_FAMILIES.map((c) => ({
          to: searchPageUrl({ ...base, kind: params.kind, color: params.color === c ? null : c }),
          label: t(COLOR_SWATCHES[c].name),
          swatch: COLOR_SWATCHES[c].css,
          selected: params.color === c,
        }))}
      />
      <FilterChips
        label={t('search.type')}
        items={SEARCH_KINDS.map((k) => ({
          to: searchPageUrl({ ...base, color: params.color, kind: params.kind === k ? null : k }),
          label: t(KIND_LABELS[k]),
          selected: params.kind === k,
        }))}
      />
    </div>
  );
}
