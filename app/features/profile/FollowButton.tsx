import { useState } from 'react';
import { followIntent, followLabel } from '#domain/accounts/private-profile';
import type { UserModel } from '#domain/pins/models';
import { ApiError, postResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { LOGIN_PROMPTS, useLoginPrompt } from '../auth';
import s from './Profile.module.css';

/** the button's words in the page's language, by what it does */
const FOLLOW_LABELS = {
  Follow: 'people.follow',
  Unfollow: 'people.unfollow',
  Request: 'people.request',
  Requested: 'people.requested',
} as const;

export interface FollowState {
  following: boolean;
  followerCount: number;
  /** decision 045: a request to follow a private profile waits for its owner */
  requested?: boolean;
}

/**
 * Follow / Unfollow of anything a person can follow (people, topics): signed in, the change shows
 * at once and is undone if the server says no; visitors get the login modal ('Log in to follow').
 * `send` asks the server and answers the state it now holds.
 */
export function FollowToggle(props: {
  state: FollowState;
  onChange: (next: FollowState) => void;
  send: (follow: boolean) => Promise<FollowState>;
  className?: string;
  /** what the button says while followed: 'Unfollow' (people, topics) or 'Following' (boards) */
  followingLabel?: string;
  /** a private profile (decision 045): the button asks to follow (Request, then Requested) */
  isPrivate?: boolean;
}) {
  const viewer = useViewer();
  const t = useT();
  const prompt = useLoginPrompt();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { following, followerCount } = props.state;

  async function toggle() {
    if (!viewer.isAuth) {
      prompt(following ? LOGIN_PROMPTS.unfollow : LOGIN_PROMPTS.follow);
      return;
    }
    if (busy) return;
    const before = props.state;
    const requested = before.requested === true;
    const next = followIntent({ following, requested }) === 'follow';
    setError(null);
    setBusy(true);
    if (next && props.isPrivate) props.onChange({ ...before, requested: true });
    else if (!next && requested && !following) props.onChange({ ...before, requested: false });
    else {
      props.onChange({
        following: next,
        followerCount: Math.max(0, followerCount + (next ? 1 : -1)),
      });
    }
    try {
      props.onChange(await props.send(next));
    } catch (e) {
      props.onChange(before);
      setError(
        e instanceof ApiError
          ? e.message
          : t(next ? 'people.followFailed' : 'people.unfollowFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  const requested = props.state.requested === true;
  const label =
    following && props.followingLabel
      ? props.followingLabel
      : t(
          FOLLOW_LABELS[followLabel({ isPrivate: props.isPrivate === true, following, requested })],
        );
  return (
    <div className={[s.followSlot, props.className ?? ''].filter(Boolean).join(' ')}>
      <Button
        variant={following || requested ? 'secondary' : 'primary'}
        size="lg"
        onClick={toggle}
        aria-pressed={props.followingLabel ? following : undefined}
      >
        {label}
      </Button>
      <p className={s.followError} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}

/** Follow / Unfollow for a person; Request / Requested for a private profile (decision 045). */
export function FollowButton(props: {
  user: UserModel;
  state: FollowState;
  onChange: (next: FollowState) => void;
}) {
  const userId = Number(props.user.id);
  return (
    <FollowToggle
      state={props.state}
      onChange={props.onChange}
      isPrivate={props.user.isPrivate === true}
      send={async (follow) => {
        const user = await postResource<UserModel>(
          'UserFollowResource',
          follow ? 'create' : 'delete',
          { user_id: userId },
        );
        return {
          following: user.explicitlyFollowedByMe,
          followerCount: user.followerCount,
          requested: user.requestedByMe === true,
        };
      }}
    />
  );
}
