import { useState } from 'react';
import type { UserModel } from '#domain/pins/models';
import { ApiError, postResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { LOGIN_PROMPTS, useLoginPrompt } from '../auth';
import s from './Profile.module.css';

export interface FollowState {
  following: boolean;
  followerCount: number;
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
}) {
  const viewer = useViewer();
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
    const next = !following;
    setError(null);
    setBusy(true);
    props.onChange({
      following: next,
      followerCount: Math.max(0, followerCount + (next ? 1 : -1)),
    });
    try {
      props.onChange(await props.send(next));
    } catch (e) {
      props.onChange(before);
      setError(
        e instanceof ApiError ? e.message : `Could not ${next ? 'follow' : 'unfollow'}. Try again.`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={[s.followSlot, props.className ?? ''].filter(Boolean).join(' ')}>
      <Button
        variant={following ? 'secondary' : 'primary'}
        size="lg"
        onClick={toggle}
        aria-pressed={props.followingLabel ? following : undefined}
      >
        {following ? (props.followingLabel ?? 'Unfollow') : 'Follow'}
      </Button>
      <p className={s.followError} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}

/** Follow / Unfollow for a person. */
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
      send={async (follow) => {
        const user = await postResource<UserModel>(
          'UserFollowResource',
          follow ? 'create' : 'delete',
          { user_id: userId },
        );
        return { following: user.explicitlyFollowedByMe, followerCount: user.followerCount };
      }}
    />
  );
}
