// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardModel } from '#domain/pins/models';
import { user, viewerFor } from '../../../tests/fixtures/pins';
import { BoardField, type BoardPlace } from './BoardField';

const owner = user({ id: '2', username: 'ada' });

function board(id: string, name: string, over: Partial<BoardModel> = {}): BoardModel {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    url: `/ada/${id}/`,
    description: '',
    privacy: 'public',
    layout: 'default',
    owner,
    isCollaborative: false,
    collaboratedByMe: false,
    collaboratorCount: 0,
    collaboratorPermissions: [],
    followedByMe: false,
    coverPinId: null,
    pinCount: 1,
    followerCount: 0,
    sectionCount: 0,
    archived: false,
    coverImages: [],
    createdAt: '2026-01-01T00:00:00Z',
    ...over,
  };
}

const KITCHEN = board('11', 'Kitchen ideas', { sectionCount: 1 });
const GARDEN = board('12', 'Garden');

vi.mock('./save-api', () => ({
  saveableBoards: vi.fn(async () => [KITCHEN, GARDEN]),
  boardSections: vi.fn(async () => [
    { id: '91', title: 'Desserts', slug: 'desserts', pinCount: 0 },
  ]),
  createBoard: vi.fn(),
}));

afterEach(cleanup);

function Harness(props: { start: BoardPlace; onChange?(p: BoardPlace): void }) {
  const [place, setPlace] = useState(props.start);
  return (
    <BoardField
      viewer={viewerFor('user', '2')}
      boards={[KITCHEN, GARDEN]}
      value={place}
      onChange={(p) => {
        setPlace(p);
        props.onChange?.(p);
      }}
    />
  );
}

describe('BoardField (the pin forms on the one BoardPicker)', () => {
  it('names the chosen board, or the profile when there is none', () => {
    const { unmount } = render(<Harness start={{ boardId: '11', sectionId: '' }} />);
    expect(screen.getByRole('button', { name: 'Board Kitchen ideas' })).toBeTruthy();
    unmount();
    render(<Harness start={{ boardId: '', sectionId: '' }} />);
    expect(screen.getByRole('button', { name: 'Board Your profile (no board)' })).toBeTruthy();
  });

  it('names the chosen section beside its board', async () => {
    render(<Harness start={{ boardId: '11', sectionId: '91' }} />);
    await screen.findByRole('button', { name: 'Board Kitchen ideas › Desserts' });
  });

  it('opens the board picker, whose choice becomes the field value', async () => {
    const onChange = vi.fn();
    render(<Harness start={{ boardId: '11', sectionId: '' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Board Kitchen ideas' }));
    // the first popover opened loads the kit's Radix popover
    const picker = await screen.findByRole('dialog', { name: 'Choose a board' });
    expect(screen.getByRole('searchbox', { name: 'Search boards' })).toBeTruthy();
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Garden' })));
    expect(onChange).toHaveBeenCalledWith({ boardId: '12', sectionId: '' });
    expect(picker.isConnected).toBe(false);
    expect(screen.getByRole('button', { name: 'Board Garden' })).toBeTruthy();
  });

  it('the picker saves to the profile too, and into a section', async () => {
    const onChange = vi.fn();
    render(<Harness start={{ boardId: '12', sectionId: '' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Board Garden' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sections of Kitchen ideas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Desserts' }));
    expect(onChange).toHaveBeenLastCalledWith({ boardId: '11', sectionId: '91' });
    fireEvent.click(screen.getByRole('button', { name: /^Board Kitchen ideas/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(onChange).toHaveBeenLastCalledWith({ boardId: '', sectionId: '' });
  });
});
