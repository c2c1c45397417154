// The closeup feature's public face: other features, the shell and the routes import only this (decision 008).
export { Closeup } from './Closeup';
export { CloseupOverlay } from './CloseupOverlayGate';
export { Unavailable } from './Unavailable';
