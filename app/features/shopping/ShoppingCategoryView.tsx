import { useNavigation } from 'react-router';
import type { Page, PinModel } from '#domain/pins/models';
import {
  activeFilterCount,
  type ShoppingFilters as Filters,
  SHOPPING_ROOT_PATH,
  shoppingQuery,
} from '#domain/shopping/shopping';
import { ButtonLink } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { PinGrid } from '../feed';
import s from './Shopping.module.css';
import { ShoppingFilters } from './ShoppingFilters';
import '../../lib/texts/discover';

interface Props {
  category: { id: string; name: string; url: string };
  filters: Filters;
  error: string | null;
  count: number;
  brands: readonly string[];
  page: Page<PinModel>;
}

/** Options of the category feed resource: the same names as the url's query. */
function feedOptions(categoryId: string, f: Filters): Record<string, unknown> {
  const q = new URLSearchParams(shoppingQuery(f).slice(1));
  return { category_id: categoryId, ...Object.fromEntries(q) };
}

/**
 * A shopping category (M-059, logging surface shopping-category): its products on the
 * ShoppingDynamicHeightGrid surface (shopping footer for unpromoted pins, P-122), the filters,
 * the result count and, when nothing matches, a way back to every product.
 */
export function ShoppingCategoryView(props: Props) {
  const { category, filters, error, count, brands, page } = props;
  const t = useT();
  const narrowed = activeFilterCount(filters) > 0;
  // while other filters of this category load, the current list dims instead of jumping
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === category.url;
  const clear = (
    <ButtonLink to={category.url} variant="secondary" preventScrollReset>
      {t('shopping.clear')}
    </ButtonLink>
  );
  return (
    <div className={s.page}>
      <header className={s.head}>
        <nav aria-label={t('shopping.breadcrumb')} className={s.crumbs}>
          <Link to={SHOPPING_ROOT_PATH} underline="hover">
            {t('shell.shopping')}
          </Link>
        </nav>
        <h1 className={s.title}>{category.name}</h1>
        <p className={s.count} role="status" data-testid="result-count">
          {error ? t('shopping.noResults') : t('shopping.productCount', { count })}
        </p>
      </header>
      <ShoppingFilters basePath={category.url} filters={filters} brands={brands} />
      <div className={pending ? s.pending : undefined} aria-busy={pending}>
        {error ? (
          <div className={s.empty}>
            <Callout
              tone="error"
              label={t('shopping.filterProblem')}
              title={t('shopping.filtersWrong')}
              message={error}
              actions={clear}
            />
          </div>
        ) : count === 0 ? (
          <div className={s.empty}>
            <Callout
              label={t('shopping.noProducts')}
              title={
                narrowed ? t('shopping.noMatch') : t('shopping.noneIn', { name: category.name })
              }
              message={narrowed ? t('shopping.tryWider') : t('shopping.willShow')}
              actions={narrowed ? clear : null}
            />
          </div>
        ) : (
          <PinGrid
            key={`${category.id}${shoppingQuery(filters)}`}
            initial={page.items}
            bookmark={page.bookmark}
            source={{
              resource: 'ShoppingCategoryFeedResource',
              options: feedOptions(category.id, filters),
            }}
            label={t('shopping.nameProducts', { name: category.name })}
            surface="ShoppingDynamicHeightGrid"
            showAttribution
            empty={<p>{t('shopping.noMatchDot')}</p>}
          />
        )}
      </div>
    </div>
  );
}
