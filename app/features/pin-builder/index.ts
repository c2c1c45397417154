// The pin-builder feature's public face: other features, the shell and the routes import only this (decision 008).

export { BookmarkletGuide } from './BookmarkletGuide';
export { CreateMenu } from './CreateMenu';
export { LoginNeeded } from './LoginNeeded';
export { PinBuilder } from './PinBuilder';
export { PinEditForm } from './PinEditForm';
