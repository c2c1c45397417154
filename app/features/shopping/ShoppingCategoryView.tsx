import { useNavigation } from 'react-router';
import type { Page, PinModel } from '#domain/pins/models';
import {
  activeFilterCount,
  type ShoppingFilters as Filters,
  productCountLabel,
  SHOPPING_ROOT_PATH,
  shoppingQuery,
} from '#domain/shopping/shopping';
import { ButtonLink } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { Link } from '../../ui/Link';
import { PinGrid } from '../feed';
import s from './Shopping.module.css';
import { ShoppingFilters } from './ShoppingFilters';

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
  const narrowed = activeFilterCount(filters) > 0;
  // while other filters of this category load, the current list dims instead of jumping
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === category.url;
  const clear = (
    <ButtonLink to={category.url} variant="secondary" preventScrollReset>
      Clear filters
    </ButtonLink>
  );
  return (
    <div className={s.page}>
      <header className={s.head}>
        <nav aria-label="Breadcrumb" className={s.crumbs}>
          <Link to={SHOPPING_ROOT_PATH} underline="hover">
            Shopping
          </Link>
        </nav>
        <h1 className={s.title}>{category.name}</h1>
        <p className={s.count} role="status" data-testid="result-count">
          {error ? 'No results' : productCountLabel(count)}
        </p>
      </header>
      <ShoppingFilters basePath={category.url} filters={filters} brands={brands} />
      <div className={pending ? s.pending : undefined} aria-busy={pending}>
        {error ? (
          <div className={s.empty}>
            <Callout
              tone="error"
              label="Filter problem"
              title="Those filters don't work"
              message={error}
              actions={clear}
            />
          </div>
        ) : count === 0 ? (
          <div className={s.empty}>
            <Callout
              label="No products"
              title={
                narrowed ? 'No products match these filters' : `No products in ${category.name} yet`
              }
              message={
                narrowed
                  ? 'Try a wider price range, or clear the filters to see every product.'
                  : 'Products people pin in this category will show up here.'
              }
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
            label={`${category.name} products`}
            surface="ShoppingDynamicHeightGrid"
            showAttribution
            empty={<p>No products match these filters.</p>}
          />
        )}
      </div>
    </div>
  );
}
