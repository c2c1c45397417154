import type { InterestModel } from '#domain/discovery/ideas';
import type { Page, PinModel } from '#domain/pins/models';
import { PinGrid } from '../feed';
import { CategoryTiles } from './CategoryTiles';
import s from './Ideas.module.css';

/** /ideas/ (M-054): every category as a tile, then the newest ideas of all of them. */
export function IdeasHomeView(props: { categories: InterestModel[]; page: Page<PinModel> }) {
  return (
    <>
      <header className={s.head}>
        <h1 className={s.title}>Explore ideas</h1>
        <p className={s.description}>Find a topic to follow, or browse what people save.</p>
      </header>
      <section className={s.section} aria-labelledby="ideas-categories">
        <h2 id="ideas-categories" className="visually-hidden">
          Categories
        </h2>
        <CategoryTiles interests={props.categories} label="Ideas categories" />
      </section>
      <section aria-labelledby="ideas-fresh">
        <div className={s.section}>
          <h2 id="ideas-fresh" className={s.sectionTitle}>
            Fresh ideas
          </h2>
        </div>
        <PinGrid
          initial={props.page.items}
          bookmark={props.page.bookmark}
          source={{ resource: 'InterestFeedResource', options: {} }}
          label="Fresh ideas"
          showAttribution
          empty={<p>There are no ideas yet. Pins people save will show up here.</p>}
        />
      </section>
    </>
  );
}
