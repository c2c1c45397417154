// The boards feature's public face: other features, the shell and the routes import only this (decision 008).
export { BoardEditForm } from './BoardEditForm';
export { BoardView } from './BoardView';
export { CreateBoardDialog } from './CreateBoardDialog';
export { type Collaborator, CollaboratorRow } from './collaborators/CollaboratorRow';
export { InviteByUsername } from './collaborators/InviteByUsername';
export { InviteLinkPanel } from './collaborators/InviteLinkPanel';
export { InvitesLink } from './collaborators/lazy-invites-link';
export { messageOf } from './collaborators/message-of';
export { PersonCell } from './collaborators/PersonCell';
export { ProfileBoards } from './ProfileBoards';
export { SectionEditForm } from './SectionEditForm';
export { useSubmit } from './use-submit';
