// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { images, user } from '../../../tests/fixtures/pins';
import { DraftList } from './DraftList';

afterEach(cleanup);

describe('Collage drafts (issue 14)', () => {
  it('links each draft to the tool with its id, marks the one being edited, and is absent when none', () => {
    const d = (id: string, description: string) =>
      ({ type: 'pin', id, images: images(), description, pinner: user(), pinId: null }) as const;
    const { rerender } = render(
      <MemoryRouter>
        <DraftList drafts={[d('4', 'Beach'), d('5', '')]} editing="4" />
      </MemoryRouter>,
    );
    const beach = screen.getByRole('link', { name: 'Beach' });
    expect(beach.getAttribute('href')).toBe('/collage-creation-tool?id=4');
    expect(beach.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Untitled collage' }).getAttribute('aria-current'),
    ).toBeNull();
    rerender(
      <MemoryRouter>
        <DraftList drafts={[]} editing={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
