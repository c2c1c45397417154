import type { InterestModel } from '#domain/discovery/ideas';
import { videosCategoryPath } from '#domain/discovery/ideas';
import type { Page, PinModel } from '#domain/pins/models';
import { Link } from '../../ui/Link';
import { LinkTabs } from '../../ui/LinkTabs';
import { PinGrid } from '../feed';
import s from './Ideas.module.css';

/**
 * /videos/ (M-056) and /videos/{category}/{id}/ (M-057): video pins, all of them or one
 * interest's, with a chip per category that has videos.
 */
export function VideosView(props: {
  categories: InterestModel[];
  current: InterestModel | null;
  page: Page<PinModel>;
}) {
  const { categories, current, page } = props;
  const title = current ? `${current.name} videos` : 'Videos';
  const chips = [
    { to: '/videos/', label: 'All', current: current === null },
    ...categories.map((c) => ({
      to: videosCategoryPath(c.urlName, c.id),
      label: c.name,
      current: c.id === current?.id,
    })),
  ];
  return (
    <>
      <header className={s.head}>
        <h1 className={s.title}>{title}</h1>
        {current ? (
          <p className={s.description}>
            <Link to={current.url} underline="always">
              More {current.name} ideas
            </Link>
          </p>
        ) : null}
        {categories.length ? (
          <div className={s.chips}>
            <LinkTabs label="Video categories" items={chips} />
          </div>
        ) : null}
      </header>
      <PinGrid
        key={current?.id ?? 'all'}
        initial={page.items}
        bookmark={page.bookmark}
        source={{
          resource: 'InterestFeedResource',
          options: current ? { interest_id: current.id, video: true } : { video: true },
        }}
        label={title}
        showAttribution
        empty={<p>There are no videos {current ? `in ${current.name} ` : ''}yet.</p>}
      />
    </>
  );
}
