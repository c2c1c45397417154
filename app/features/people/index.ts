// The people feature's public face: other features, the shell and the routes import only this (decision 008).

export { DisplayName } from './DisplayName';
export { VerifiedBadge } from './VerifiedBadge';
