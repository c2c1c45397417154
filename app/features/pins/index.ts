// The pins feature's public face: other features, the shell and the routes import only this (decision 008).

export type { CardExperiments } from './card-content';
export { measurePinCard } from './card-measure';
export { PinCard } from './PinCard';
export { sponsorText } from './sponsor-text';
