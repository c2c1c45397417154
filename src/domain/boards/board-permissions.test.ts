import { describe, expect, it } from 'vitest';
import { canDoBoardAction, isGroupBoard } from '../pins/card-permissions.ts';
import {
  BOARD_ACTIONS,
  type BoardRole,
  canRemoveCollaborator,
  collaborativeAfterChange,
  DEFAULT_COLLABORATOR_PERMISSIONS,
  normalizePermissions,
  roleAllows,
  unknownPermissions,
} from './board-permissions.ts';

describe('board actions (decision 006)', () => {
  it('P-086 collaboratorPermissions name nine actions', () => {
    expect(BOARD_ACTIONS).toEqual([
      'save_pin',
      'edit_pin',
      'delete_pin',
      'move_pin',
      'create_section',
      'edit_section',
      'delete_section',
      'invite',
      'edit_board',
    ]);
  });

  it('P-291 the default set for a new collaborator is every action except edit_board and invite', () => {
    expect(DEFAULT_COLLABORATOR_PERMISSIONS).toHaveLength(7);
    expect(DEFAULT_COLLABORATOR_PERMISSIONS).not.toContain('edit_board');
    expect(DEFAULT_COLLABORATOR_PERMISSIONS).not.toContain('invite');
    expect(DEFAULT_COLLABORATOR_PERMISSIONS).toContain('save_pin');
  });

  it.each<[readonly string[] | null | undefined, string[]]>([
    [undefined, [...DEFAULT_COLLABORATOR_PERMISSIONS]],
    [null, [...DEFAULT_COLLABORATOR_PERMISSIONS]],
    [[], []],
    [
      ['invite', 'save_pin', 'save_pin'],
      ['save_pin', 'invite'],
    ],
    [['edit_board', 'nope'], ['edit_board']],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizePermissions(input)).toEqual(expected);
  });

  it('names unknown permissions once each', () => {
    expect(unknownPermissions(['save_pin', 'fly', 'fly', 'SAVE_PIN'])).toEqual(['fly', 'SAVE_PIN']);
  });
});

describe('who may act on a board (spec 01 §6)', () => {
  it.each<[BoardRole, string[], (typeof BOARD_ACTIONS)[number], boolean, string]>([
    ['owner', [], 'edit_board', true, 'P-290'],
    ['owner', [], 'invite', true, 'P-290'],
    ['collaborator', ['save_pin'], 'save_pin', true, 'P-291'],
    ['collaborator', ['save_pin'], 'delete_pin', false, 'P-291'],
    ['collaborator', [...DEFAULT_COLLABORATOR_PERMISSIONS], 'invite', false, 'P-291'],
    ['none', [...BOARD_ACTIONS], 'save_pin', false, 'P-291'],
  ])('%s with %j doing %s → %s (%s)', (role, perms, action, expected, id) => {
    expect(id).toMatch(/^P-29[01]$/);
    expect(roleAllows(role, perms, action)).toBe(expected);
  });

  const viewer = { isAuth: true, id: '7', isPartner: false };
  const board = {
    ownerId: '1',
    privacy: 'public' as const,
    isCollaborative: true,
    collaboratedByMe: true,
    collaboratorPermissions: [...DEFAULT_COLLABORATOR_PERMISSIONS],
  };

  it('P-290 P-291 agrees with canDoBoardAction for every action', () => {
    for (const action of BOARD_ACTIONS) {
      expect(canDoBoardAction(viewer, board, action)).toBe(
        roleAllows('collaborator', board.collaboratorPermissions, action),
      );
      expect(canDoBoardAction({ ...viewer, id: '1' }, board, action)).toBe(true);
    }
  });

  it('P-292 a group board is a collaborative board the viewer owns or collaborates on', () => {
    expect(isGroupBoard(board, viewer)).toBe(true);
    expect(isGroupBoard({ ...board, collaboratedByMe: false }, viewer)).toBe(false);
    expect(isGroupBoard({ ...board, collaboratedByMe: false }, { ...viewer, id: '1' })).toBe(true);
    expect(isGroupBoard({ ...board, isCollaborative: false }, viewer)).toBe(false);
  });

  it.each<[BoardRole, string, string, boolean]>([
    ['owner', '1', '7', true],
    ['owner', '1', '1', false],
    ['collaborator', '7', '7', true],
    ['collaborator', '7', '8', false],
    ['collaborator', '7', '1', false],
    ['none', '9', '9', false],
  ])('P-331 %s %s removing %s → %s', (role, me, target, expected) => {
    expect(canRemoveCollaborator(role, me, target, '1')).toBe(expected);
  });

  it.each([
    [1, false, true],
    [3, true, true],
    [0, true, true],
    [0, false, false],
  ])(
    'P-292 %i collaborators, owner set collaborative %s → collaborative %s',
    (n, set, expected) => {
      expect(collaborativeAfterChange({ acceptedCount: n, ownerSetCollaborative: set })).toBe(
        expected,
      );
    },
  );
});
