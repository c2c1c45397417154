// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExperienceWire } from '#domain/experiences/experiences';
import { resourceAnswer } from '../../../tests/fixtures/app';

type Store = typeof import('./store');
// the store lives as long as its module: each test loads it (and what reads it) afresh, as a new
// page would
let completeExperience: Store['completeExperience'];
let dismissExperience: Store['dismissExperience'];
let experienceAt: Store['experienceAt'];
let experienceMetrics: Store['experienceMetrics'];
let fetchPlacements: Store['fetchPlacements'];
let seedExperience: Store['seedExperience'];
let viewExperience: Store['viewExperience'];
let ExperiencePlacement: typeof import('./Placement').ExperiencePlacement;
let renderSignedIn: typeof import('../../../tests/fixtures/app').renderSignedIn;

function exp(over: Partial<ExperienceWire> = {}): ExperienceWire {
  return {
    experience_id: 503755,
    placement_id: 1000541,
    id: 1001,
    type: 28,
    status: 'not_viewed',
    display_data: {
      type: 'upsell',
      title: 'Discover your top performing Pins',
      message: 'Get a free business account.',
      primaryAction: { label: 'Upgrade', href: '/business/convert/' },
    },
    triggerable_placed_exps: [],
    ...over,
  };
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}
let calls: Call[] = [];
let answer: (url: string) => Response = () => resourceAnswer({});

beforeEach(async () => {
  vi.resetModules();
  ({
    completeExperience,
    dismissExperience,
    experienceAt,
    experienceMetrics,
    fetchPlacements,
    seedExperience,
    viewExperience,
  } = await import('./store'));
  ({ ExperiencePlacement } = await import('./Placement'));
  ({ renderSignedIn } = await import('../../../tests/fixtures/app'));
  calls = [];
  answer = () => resourceAnswer({});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url: String(url),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return answer(String(url));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const named = (name: string) => calls.filter((c) => c.url.includes(name));

describe('lifecycle calls (spec 02 §4)', () => {
  it('M-187 M-188 a view is set locally first and sent once', async () => {
    const e = exp();
    seedExperience(1000541, e);
    viewExperience(e);
    expect(experienceAt(1000541)?.status).toBe('viewed');
    viewExperience(e);
    await waitFor(() => expect(named('UserExperienceViewedResource')).toHaveLength(1));
    expect(named('UserExperienceViewedResource')[0]?.body).toEqual({
      options: {
        placed_experience_id: '1000541%3A503755',
        extra_context: null,
        targeting: { route: 'any' },
      },
    });
  });

  it('M-190 M-192 complete is sent once and then the list is refreshed', async () => {
    const e = exp();
    seedExperience(1000541, e);
    await completeExperience(e);
    await completeExperience(e);
    expect(named('UserExperienceCompletedResource')).toHaveLength(1);
    expect(named('UserExperienceResource/get')).toHaveLength(1);
  });

  it('M-191 complete is not sent for another code unless removal is prevented', async () => {
    const e = exp();
    await completeExperience(e, { code: 3 });
    expect(named('UserExperienceCompletedResource')).toHaveLength(0);
    await completeExperience(e, { code: 3, preventRemoval: true });
    expect(named('UserExperienceCompletedResource')).toHaveLength(1);
  });

  it('M-193 the variant that skips the refresh', async () => {
    const e = exp();
    seedExperience(1000541, e);
    await completeExperience(e, { skipRefresh: true });
    expect(named('UserExperienceResource/get')).toHaveLength(0);
  });

  it('M-194 M-195 M-333 dismiss is a delete of UserExperienceResource, sent once, then a refresh', async () => {
    const e = exp();
    seedExperience(1000541, e);
    await dismissExperience(e);
    await dismissExperience(e);
    expect(named('UserExperienceResource/delete')).toHaveLength(1);
    expect(experienceAt(1000541)).toBeNull();
    expect(named('UserExperienceResource/get')).toHaveLength(1);
  });

  it('M-189 viewing placement 1000162 refetches it', async () => {
    const e = exp({ placement_id: 1000162 });
    viewExperience(e);
    await waitFor(() => expect(named('UserExperienceResource/get')).toHaveLength(1));
  });

  it('M-216 experiences 502312, 502320, 502321, 502322 complete at once, kept on screen', async () => {
    for (const id of [502312, 502320, 502321, 502322]) {
      const e = exp({ experience_id: id });
      seedExperience(1000541, e);
      viewExperience(e);
    }
    await waitFor(() => expect(named('UserExperienceCompletedResource')).toHaveLength(4));
  });
});

describe('fetching (spec 02 §4 refresh rules, §8 errors)', () => {
  it('M-327 asks UserExperienceResource with placement_ids, extra_context and targeting', async () => {
    answer = () => resourceAnswer({ '1000541': exp() });
    await fetchPlacements([1000541], { extraContext: { board_id: '5' } });
    const url = decodeURIComponent(named('UserExperienceResource/get')[0]?.url ?? '');
    expect(url).toContain('"placement_ids":[1000541]');
    expect(url).toContain('"extra_context":{"board_id":"5"}');
    expect(url).toContain('"targeting":{"route":"any"}');
    expect(experienceAt(1000541)?.experience_id).toBe(503755);
  });

  it('M-325 the multi variant asks the platform resource with multiExperiencePlatform=true', async () => {
    answer = () => resourceAnswer({ '1000541': [exp()] });
    await fetchPlacements([1000541], { multi: true });
    expect(decodeURIComponent(named('UserExperiencePlatformResource')[0]?.url ?? '')).toContain(
      '"multiExperiencePlatform":true',
    );
  });

  it('M-199 M-200 a held placement is not fetched again with the same or no context', async () => {
    answer = () => resourceAnswer({ '1000541': exp() });
    await fetchPlacements([1000541]);
    await fetchPlacements([1000541]);
    expect(named('UserExperienceResource/get')).toHaveLength(1);
    await fetchPlacements([1000541], { extraContext: { a: 1 } });
    expect(named('UserExperienceResource/get')).toHaveLength(2);
  });

  it('spec 02 §8 a failed fetch is only counted, never thrown', async () => {
    answer = () => new Response('nope', { status: 500 });
    await expect(fetchPlacements([1000541])).resolves.toBeUndefined();
    expect(experienceMetrics.fetchFailures).toBe(1);
  });
});

describe('ExperiencePlacement', () => {
  it('M-185 shows an eligible experience and views it on mount', async () => {
    answer = () => resourceAnswer({ '1000541': exp() });
    renderSignedIn(<ExperiencePlacement placementId={1000541} />);
    expect(
      await screen.findByRole('region', { name: 'Discover your top performing Pins' }),
    ).toBeTruthy();
    await waitFor(() => expect(named('UserExperienceViewedResource')).toHaveLength(1));
  });

  it('M-186 with auto-view off nothing is viewed', async () => {
    seedExperience(1000541, exp());
    renderSignedIn(<ExperiencePlacement placementId={1000541} autoView={false} />);
    await screen.findByRole('region', { name: 'Discover your top performing Pins' });
    expect(named('UserExperienceViewedResource')).toHaveLength(0);
  });

  it('M-196 experience 1 is never shown', async () => {
    seedExperience(1000541, exp({ experience_id: 1 }));
    renderSignedIn(<ExperiencePlacement placementId={1000541} />);
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('M-197 a placement with an id list shows only those', async () => {
    seedExperience(1000541, exp());
    renderSignedIn(<ExperiencePlacement placementId={1000541} eligibility={{ ids: [42] }} />);
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('M-202 a delayed experience waits for its delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seedExperience(
      1000541,
      exp({ display_data: { ...exp().display_data, delay_in_millis: 3000 } }),
    );
    renderSignedIn(<ExperiencePlacement placementId={1000541} />);
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('region', { name: 'Discover your top performing Pins' })).toBeTruthy();
  });

  it('M-206 M-334 M-335 fires a trigger call per triggerable experience', async () => {
    seedExperience(
      1000541,
      exp({
        triggerable_placed_exps: ['1000503:600001', '1000503:600002'],
        extra_context: { a: '1' },
      }),
    );
    renderSignedIn(<ExperiencePlacement placementId={1000541} />);
    await waitFor(() => expect(named('/trigger/')).toHaveLength(2));
    expect(named('/trigger/').map((c) => [c.url, c.method])).toEqual([
      ['/v3/experiences/1000503%3A600001/trigger/', 'PUT'],
      ['/v3/experiences/1000503%3A600002/trigger/', 'PUT'],
    ]);
    expect(named('/trigger/')[0]?.body).toEqual({ extra_context: '{"a":"1"}' });
  });

  it('M-130 placement 1000421 is held back on the pin builder', async () => {
    window.history.pushState({}, '', '/pin-builder/');
    seedExperience(1000421, exp({ placement_id: 1000421 }));
    renderSignedIn(<ExperiencePlacement placementId={1000421} />);
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
    window.history.pushState({}, '', '/');
  });

  it('dismissing from the close button sends the delete and removes it', async () => {
    seedExperience(1000541, exp());
    renderSignedIn(<ExperiencePlacement placementId={1000541} />);
    const close = await screen.findByRole('button', {
      name: 'Dismiss Discover your top performing Pins',
    });
    await act(async () => close.click());
    expect(named('UserExperienceResource/delete')).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('batching', () => {
  it('placements asked in the same task go in one call', async () => {
    answer = () => resourceAnswer({ '11': null, '1000541': exp(), '1000503': null });
    await Promise.all([
      fetchPlacements([11]),
      fetchPlacements([1000541]),
      fetchPlacements([1000503]),
    ]);
    expect(named('UserExperienceResource/get')).toHaveLength(1);
    expect(decodeURIComponent(named('UserExperienceResource/get')[0]?.url ?? '')).toContain(
      '"placement_ids":[11,1000541,1000503]',
    );
    expect(experienceAt(1000541)?.experience_id).toBe(503755);
  });
});
