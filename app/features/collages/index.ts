// The collages feature's public face: the routes import only this (decision 008).
export { CollagesPage } from './CollagesPage';
