// Decision 051: scripts/bookmarklet.mjs makes this module when vite builds the pages.
declare module 'virtual:bookmarklet' {
  /** the bookmarklet's minified script, with `__TESSERA_ORIGIN__` where the origin goes */
  const script: string;
  export default script;
}
