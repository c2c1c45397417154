/**
 * Board collaborator permissions (spec 01 §3 collaboratorPermissions, §6; decision 006).
 */

/** Every action a board collaborator may be granted (decision 006). */
export const BOARD_ACTIONS = [
  'save_pin',
  'edit_pin',
  'delete_pin',
  'move_pin',
  'create_section',
  'edit_section',
  'delete_section',
  'invite',
  'edit_board',
] as const;

export type BoardAction = (typeof BOARD_ACTIONS)[number];

const ACTION_SET: ReadonlySet<string> = new Set(BOARD_ACTIONS);

/** decision 006: a new collaborator gets every action except editing the board and inviting. */
export const DEFAULT_COLLABORATOR_PERMISSIONS: readonly BoardAction[] = BOARD_ACTIONS.filter(
  (a) => a !== 'edit_board' && a !== 'invite',
);

/**
 * A permission list as stored: known actions only, each once, in the canonical order; the
 * default set when none is given.
 */
export function normalizePermissions(list: readonly string[] | null | undefined): BoardAction[] {
  if (list == null) return [...DEFAULT_COLLABORATOR_PERMISSIONS];
  const wanted = new Set(list);
  return BOARD_ACTIONS.filter((a) => wanted.has(a));
}

/** Names in a permission list that are not board actions (for a readable 400). */
export function unknownPermissions(list: readonly string[]): string[] {
  return [...new Set(list.filter((x) => !ACTION_SET.has(x)))];
}

export type BoardRole = 'owner' | 'collaborator' | 'none';

/**
 * spec 01 §6 (P-290, P-291): the owner may do every board action; an accepted collaborator
 * only those in their permissions; anyone else none.
 */
export function roleAllows(
  role: BoardRole,
  permissions: readonly string[],
  action: BoardAction,
): boolean {
  if (role === 'owner') return true;
  return role === 'collaborator' && permissions.includes(action);
}

/**
 * Who may remove a member (decision 006): the owner removes anyone but themselves; a
 * collaborator removes only themselves (leaving).
 */
export function canRemoveCollaborator(
  viewerRole: BoardRole,
  viewerId: string,
  targetUserId: string,
  ownerId: string,
): boolean {
  if (targetUserId === ownerId) return false;
  if (viewerRole === 'owner') return true;
  return viewerRole === 'collaborator' && viewerId === targetUserId;
}

/**
 * decision 006: a board becomes collaborative when its first collaborator joins; when the last
 * one leaves it stays collaborative only if the owner set it so.
 */
export function collaborativeAfterChange(opts: {
  acceptedCount: number;
  ownerSetCollaborative: boolean;
}): boolean {
  return opts.acceptedCount > 0 || opts.ownerSetCollaborative;
}
