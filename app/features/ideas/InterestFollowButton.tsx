import type { InterestFollowState } from '#domain/discovery/ideas';
import { postResource } from '../../lib/resource';
import { type FollowState, FollowToggle } from '../profile';
import s from './Ideas.module.css';

export type FollowShown = FollowState;

/**
 * Follow / Unfollow for an interest: the profile's follow control (optimistic, undone if the
 * server says no; visitors get 'Log in to follow'), sending InterestFollowResource.
 */
export function InterestFollowButton(props: {
  interestId: string;
  state: FollowShown;
  onChange(next: FollowShown): void;
}) {
  const interestId = Number(props.interestId);
  return (
    <FollowToggle
      className={s.followSlot}
      state={props.state}
      onChange={props.onChange}
      send={async (follow) => {
        const state = await postResource<InterestFollowState>(
          'InterestFollowResource',
          follow ? 'create' : 'delete',
          { interest_id: interestId },
        );
        return { following: state.followedByMe, followerCount: state.followerCount };
      }}
    />
  );
}
