import { useState } from 'react';
import type { InterestModel } from '#domain/discovery/ideas';
import { formatShortNumber } from '#domain/formatting/format-number';
import type { Page, PinModel } from '#domain/pins/models';
import { useT } from '../../ui/i18n';
import { LinkTabs } from '../../ui/LinkTabs';
import { PinGrid } from '../feed';
import s from './Ideas.module.css';
import { InterestFollowButton } from './InterestFollowButton';
import '../../lib/texts/discover';

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
  const t = useT();
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
        <p className={s.meta}>
          {t('ideas.followers', {
            count: state.followerCount,
            n: formatShortNumber(state.followerCount),
          })}
        </p>
        <InterestFollowButton interestId={interest.id} state={state} onChange={setState} />
        {chips.length ? (
          <div className={s.chips}>
            <LinkTabs
              label={
                subInterests.length
                  ? t('ideas.within', { name: interest.name })
                  : t('ideas.related')
              }
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
        label={t('ideas.nameIdeas', { name: interest.name })}
        showAttribution
        empty={<p>{t('ideas.noneIn', { name: interest.name })}</p>}
      />
    </>
  );
}
