// The guidelines feature's public face: the routes import only this (decision 008).
export { CommunityGuidelines } from './CommunityGuidelines';
