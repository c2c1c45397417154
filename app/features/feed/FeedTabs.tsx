import { useT } from '../../ui/i18n';
import { LinkTabs } from '../../ui/LinkTabs';
import s from './FeedTabs.module.css';

/** issue 16: a signed-in person's two home feeds, ranked for them and from whom they follow. */
export function FeedTabs({ current }: { current: 'home' | 'following' }) {
  const t = useT();
  return (
    <div className={s.bar}>
      <LinkTabs
        label={t('feed.feeds')}
        items={[
          { to: '/', label: t('feed.forYou'), current: current === 'home' },
          { to: '/following/', label: t('feed.following'), current: current === 'following' },
        ]}
      />
    </div>
  );
}
