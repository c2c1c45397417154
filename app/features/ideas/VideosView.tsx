import type { InterestModel } from '#domain/discovery/ideas';
import { videosCategoryPath } from '#domain/discovery/ideas';
import type { Page, PinModel } from '#domain/pins/models';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { LinkTabs } from '../../ui/LinkTabs';
import { PinGrid } from '../feed';
import s from './Ideas.module.css';
import '../../lib/texts/discover';

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
  const t = useT();
  const title = current ? t('ideas.nameVideos', { name: current.name }) : t('header.videos');
  const chips = [
    { to: '/videos/', label: t('today.all'), current: current === null },
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
              {t('ideas.moreIdeas', { name: current.name })}
            </Link>
          </p>
        ) : null}
        {categories.length ? (
          <div className={s.chips}>
            <LinkTabs label={t('ideas.videoCategories')} items={chips} />
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
        empty={
          <p>{current ? t('ideas.noVideosIn', { name: current.name }) : t('ideas.noVideos')}</p>
        }
      />
    </>
  );
}
