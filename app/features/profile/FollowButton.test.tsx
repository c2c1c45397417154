// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserModel } from '#domain/pins/models';
import { resourceAnswer as answer, renderSignedIn } from '../../../tests/fixtures/app';
import { user } from '../../../tests/fixtures/pins';
import { FollowButton, type FollowState } from './FollowButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ who }: { who: UserModel }) {
  const [state, setState] = useState<FollowState>({
    following: false,
    followerCount: who.followerCount,
  });
  return <FollowButton user={who} state={state} onChange={setState} />;
}

describe('the follow button of a private profile (decision 045)', () => {
  it('says Request, then Requested once asked; pressing Requested withdraws the request', async () => {
    const ada = user({ id: '9', username: 'ada', fullName: 'Ada', isPrivate: true });
    const fetch = vi
      .fn()
      .mockImplementation(async (input: string) =>
        String(input).includes('UserFollowResource/create')
          ? answer({ ...ada, requestedByMe: true })
          : answer({ ...ada }),
      );
    vi.stubGlobal('fetch', fetch);
    renderSignedIn(<Harness who={ada} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    const requested = await screen.findByRole('button', { name: 'Requested' });
    // one call, the request
    expect(fetch.mock.calls.map(([u]) => String(u))).toEqual([
      expect.stringContaining('UserFollowResource/create'),
    ]);
    fireEvent.click(requested);
    await screen.findByRole('button', { name: 'Request' });
    expect(String(fetch.mock.calls[1]?.[0])).toContain('UserFollowResource/delete');
  });

  it('a public profile keeps Follow and Unfollow', async () => {
    const bo = user({ id: '8', username: 'bo', fullName: 'Bo' });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => answer({ ...bo, explicitlyFollowedByMe: true })),
    );
    renderSignedIn(<Harness who={bo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await screen.findByRole('button', { name: 'Unfollow' });
  });
});
