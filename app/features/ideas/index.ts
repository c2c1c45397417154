// The ideas feature's public face: other features, the shell and the routes import only this (decision 008).
export { IdeasHomeView } from './IdeasHomeView';
export { InterestView } from './InterestView';
export { ExploreFlyout } from './lazy-entries';
export { OnboardingTopics } from './OnboardingTopics';
export { VideosView } from './VideosView';
