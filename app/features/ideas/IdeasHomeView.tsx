import type { InterestModel } from '#domain/discovery/ideas';
import type { Page, PinModel } from '#domain/pins/models';
import { useT } from '../../ui/i18n';
import { PinGrid } from '../feed';
import { CategoryTiles } from './CategoryTiles';
import s from './Ideas.module.css';
import '../../lib/texts/discover';

/** /ideas/ (M-054): every category as a tile, then the newest ideas of all of them. */
export function IdeasHomeView(props: { categories: InterestModel[]; page: Page<PinModel> }) {
  const t = useT();
  return (
    <>
      <header className={s.head}>
        <h1 className={s.title}>{t('ideas.explore')}</h1>
        <p className={s.description}>{t('ideas.exploreLead')}</p>
      </header>
      <section className={s.section} aria-labelledby="ideas-categories">
        <h2 id="ideas-categories" className="visually-hidden">
          {t('ideas.categories')}
        </h2>
        <CategoryTiles interests={props.categories} label={t('ideas.categoriesLabel')} />
      </section>
      <section aria-labelledby="ideas-fresh">
        <div className={s.section}>
          <h2 id="ideas-fresh" className={s.sectionTitle}>
            {t('ideas.fresh')}
          </h2>
        </div>
        <PinGrid
          initial={props.page.items}
          bookmark={props.page.bookmark}
          source={{ resource: 'InterestFeedResource', options: {} }}
          label={t('ideas.fresh')}
          showAttribution
          empty={<p>{t('ideas.none')}</p>}
        />
      </section>
    </>
  );
}
