import { useState } from 'react';
import type { InterestModel } from '#domain/discovery/ideas';
import { formatShortNumber } from '#domain/formatting/format-number';
import type { Page, PinModel } from '#domain/pins/models';
import { LinkTabs } from '../../ui/LinkTabs';
import { PinGrid } from '../feed';
import s from './Ideas.module.css';
import { InterestFollowButton } from './InterestFollowButton';

function followers(n: number): string {
  return `${formatShortNumber(n)} follower${n === 1 ? '' : 's'}`;
}

/**
 * An ideas page (P-044): the interest's name, description and followers with Follow, its
 * sub-interests (or related interests) as chips, then its pins, newest first, loading on.
 */
export function InterestView(props: {
  interest: InterestModel;
  subInterests: InterestModel[];
  related: InterestModel[];
  page: Page<PinModel>;
}) {
  const { interest, subInterests, related, page } = props;
  const [state, setState] = useState({
    following: interest.followedByMe,
    followerCount: interest.followerCount,
  });
  const chips = subInterests.length ? subInterests : related;
  const cover = interest.coverImages[0]?.['236x'];
  return (
    <>
      <header className={s.head}>
        {cover ? (
          <img
            className={s.headImage}
            src={cover.url}
            width={cover.width}
            height={cover.height}
            alt=""
            // lazy: React's server renderer hoists a preload of an eager image into <head>, ahead of
            // the grid's first pin image, the one picture a page preloads
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <h1 className={s.title}>{interest.name}</h1>
        {interest.description ? <p className={s.description}>{interest.description}</p> : null}
        <p className={s.meta}>{followers(state.followerCount)}</p>
        <InterestFollowButton interestId={interest.id} state={state} onChange={setState} />
        {chips.length ? (
          <div className={s.chips}>
            <LinkTabs
              label={subInterests.length ? `Ideas within ${interest.name}` : 'Related ideas'}
              items={chips.map((c) => ({ to: c.url, label: c.name, current: false }))}
            />
          </div>
        ) : null}
      </header>
      <PinGrid
        key={interest.id}
        initial={page.items}
        bookmark={page.bookmark}
        source={{ resource: 'InterestFeedResource', options: { interest_id: interest.id } }}
        label={`${interest.name} ideas`}
        showAttribution
        empty={<p>There are no ideas in {interest.name} yet.</p>}
      />
    </>
  );
}
