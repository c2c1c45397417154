// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedTabs } from './FeedTabs';
import { FollowingEmpty, type FollowingSuggestionsData } from './FollowingEmpty';

afterEach(cleanup);

const suggestions: FollowingSuggestionsData = {
  people: [{ id: '1', fullName: 'Ada Lovelace', url: '/ada/', pinCount: 1 }],
  boards: [
    { id: '2', name: 'Kitchen', url: '/ada/kitchen/', ownerName: 'Ada Lovelace', pinCount: 3 },
  ],
};

describe('the empty following feed (issue 16)', () => {
  it('suggests people and boards, each a link to their page', () => {
    render(
      <MemoryRouter>
        <FollowingEmpty followsAnything={false} suggestions={suggestions} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Follow people and boards you like' });
    expect(within(section).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/ada/',
    );
    expect(within(section).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe(
      '/ada/kitchen/',
    );
    expect(within(section).getByText('1 Pin')).toBeTruthy();
    expect(within(section).getByText('by Ada Lovelace · 3 Pins')).toBeTruthy();
  });

  it('says the followed sources have nothing yet, and shows no lists without suggestions', () => {
    render(
      <MemoryRouter>
        <FollowingEmpty followsAnything suggestions={{ people: [], boards: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Nothing new from who you follow' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('the feed tabs mark the current feed', () => {
    render(
      <MemoryRouter>
        <FeedTabs current="following" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Feeds' });
    expect(within(nav).getByRole('link', { name: 'Following' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'For you' }).getAttribute('href')).toBe('/');
  });
});
