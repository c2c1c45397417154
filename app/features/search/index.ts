// The search feature's public face: other features, the shell and the routes import only this (decision 008).
export { HeaderSearch } from './HeaderSearch';
export { SearchResults } from './SearchResults';
