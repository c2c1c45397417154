// The feed feature's public face: other features, the shell and the routes import only this (decision 008).
export { FeedTabs } from './FeedTabs';
export { FollowingEmpty } from './FollowingEmpty';
export { type FeedSource, PinGrid } from './PinGrid';
export { VisualSearchHeader } from './VisualSearchHeader';
