import { LinkTabs } from '../../ui/LinkTabs';
import s from './FeedTabs.module.css';

/** issue 16: a signed-in person's two home feeds, ranked for them and from whom they follow. */
export function FeedTabs({ current }: { current: 'home' | 'following' }) {
  return (
    <div className={s.bar}>
      <LinkTabs
        label="Feeds"
        items={[
          { to: '/', label: 'For you', current: current === 'home' },
          { to: '/following/', label: 'Following', current: current === 'following' },
        ]}
      />
    </div>
  );
}
