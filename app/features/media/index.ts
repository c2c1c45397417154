// The media feature's public face: other features, the shell and the routes import only this (decision 008).

export { pinAspect } from './aspect';
export { pinImagePreload } from './lcp-preload';
export { PinMedia, pinMediaKind } from './PinMedia';
