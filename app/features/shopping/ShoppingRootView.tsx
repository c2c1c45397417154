import type { PinModel } from '#domain/pins/models';
import { ButtonLink } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { ProductRow } from './ProductRow';
import s from './Shopping.module.css';
import '../../lib/texts/discover';

interface CategorySummary {
  id: string;
  name: string;
  url: string;
  productCount: number;
  products: PinModel[];
}

interface Props {
  spotlight: PinModel[];
  categories: CategorySummary[];
}

/**
 * /shopping/ (M-058, logging surface shopping-root): a spotlight row of products on sale
 * (ShoppingCarousel) and each category with products, a few of them on a ShoppingGridSmall and a
 * link to the whole category.
 */
export function ShoppingRootView({ spotlight, categories }: Props) {
  const t = useT();
  return (
    <div className={s.page}>
      <header className={s.head}>
        <h1 className={s.title}>{t('shell.shopping')}</h1>
        <p className={s.count}>{t('shopping.lead')}</p>
        {categories.length ? (
          <nav aria-label={t('shopping.categories')} className={s.categoryNav}>
            <ul className={s.chips}>
              {categories.map((c) => (
                <li key={c.id}>
                  <ButtonLink to={c.url} variant="secondary" size="sm">
                    {c.name}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      {categories.length === 0 ? (
        <div className={s.empty}>
          <Callout
            label={t('shopping.noProducts')}
            title={t('shopping.noneYet')}
            message={t('shopping.noneYetLead')}
          />
        </div>
      ) : null}
      {spotlight.length ? (
        <section className={s.section} aria-labelledby="shopping-spotlight">
          <div className={s.sectionHead}>
            <h2 id="shopping-spotlight" className={s.sectionTitle}>
              {t('shopping.onSale')}
            </h2>
          </div>
          <ProductRow
            pins={spotlight}
            label={t('shopping.productsOnSale')}
            surface="ShoppingCarousel"
            first
          />
        </section>
      ) : null}
      {categories.map((c, i) => (
        <section key={c.id} className={s.section} aria-labelledby={`shopping-${c.id}`}>
          <div className={s.sectionHead}>
            <h2 id={`shopping-${c.id}`} className={s.sectionTitle}>
              <Link to={c.url} underline="hover">
                {c.name}
              </Link>
            </h2>
            <span className={s.sectionCount}>
              {t('shopping.productCount', { count: c.productCount })}
            </span>
            <ButtonLink
              to={c.url}
              variant="tertiary"
              size="sm"
              iconEnd="chevron-right"
              className={s.sectionLink}
            >
              {t('shopping.shopName', { name: c.name })}
            </ButtonLink>
          </div>
          <ProductRow
            pins={c.products}
            label={t('shopping.nameProducts', { name: c.name })}
            surface="ShoppingGridSmall"
            first={spotlight.length === 0 && i === 0}
          />
        </section>
      ))}
    </div>
  );
}
