import { useState } from 'react';
import type { InterestFollowState } from '#domain/ideas';
import { ApiError, postResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { LOGIN_PROMPTS, useLoginPrompt } from '../auth';
import s from './Ideas.module.css';

export interface FollowShown {
  following: boolean;
  followerCount: number;
}

/**
 * Follow / Unfollow for an interest (the words of the profile's button). Signed in: the change shows at once and is undone if the
 * server says no. Visitors get the login modal ('Log in to follow'), as for people and boards.
 */
export function InterestFollowButton(props: {
  interestId: string;
  state: FollowShown;
  onChange(next: FollowShown): void;
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
      const state = await postResource<InterestFollowState>(
        'InterestFollowResource',
        next ? 'create' : 'delete',
        { interest_id: Number(props.interestId) },
      );
      props.onChange({ following: state.followedByMe, followerCount: state.followerCount });
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
    <div className={s.followSlot}>
      <Button variant={following ? 'secondary' : 'primary'} size="lg" onClick={toggle}>
        {following ? 'Unfollow' : 'Follow'}
      </Button>
      <p className={s.followError} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}
