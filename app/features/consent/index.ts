// The consent feature's public face: the shell, the routes and features above it import only this (decision 008).
export { CookieConsent } from './CookieConsent';
export { CookieSwitches } from './CookieSwitches';
