// The outbound feature's public face (issue 13): outbound links through the offsite check, the
// 'Heads up!' warning, and the /offsite/ page. Other features and routes import only this.
// The two pages are imported, not lazy: a page the server renders must be in its route's chunk,
// or React Router links none of its stylesheets and the server's page is drawn without them
// until the code comes (decision 041). Only their routes import them.
export { OffsitePage } from './OffsitePage';
export { PinRedirectPage } from './PinRedirectPage';
export { useOutboundLink } from './use-outbound-link';
