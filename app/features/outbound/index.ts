// The outbound feature's public face (issue 13): outbound links through the offsite check, the
// 'Heads up!' warning, and the /offsite/ page. Other features and routes import only this.
export { OffsitePage, PinRedirectPage } from './lazy';
export { useOutboundLink } from './use-outbound-link';
