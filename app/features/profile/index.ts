// The profile feature's public face: other features, the shell and the routes import only this (decision 008).
export { BoardCard } from './BoardCard';
export { BusinessWelcome } from './BusinessWelcome';
export { CreatedEmpty } from './CreatedEmpty';
export { FollowButton, type FollowState, FollowToggle } from './FollowButton';
export { PrivateProfileNotice } from './PrivateProfileNotice';
export { ProfileHeader } from './ProfileHeader';
export { ProfilePinGrid } from './ProfilePinGrid';
export { UnorganizedIdeas } from './UnorganizedIdeas';
