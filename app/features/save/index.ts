// The save feature's public face: other features, the shell and the routes import only this (decision 008).

export { BoardField } from './BoardField';
export { FavoriteButton } from './FavoriteButton';
export { pinLikeOf } from './pin-like';
export { SaveControls } from './SaveButton';
export { saveableBoards } from './save-api';
export { VisitorSaveMerge } from './VisitorSaveMerge';
