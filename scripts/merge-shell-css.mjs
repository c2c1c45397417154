// One stylesheet for the app shell (issue 12). Vite gives every chunk its own CSS file, so the
// root route (header, kit buttons, links, toasts, avatars, …) reached a browser as 11 render-
// blocking stylesheets before the page's own, and home 15: Lighthouse counted each as a round trip
// before the first paint. Every page loads the root route and its static imports, so their CSS
// is joined into one file, in the order React Router listed it (the cascade is unchanged), with
// the home feed's (the grid, the card's menu and badges, ~3.6 KB gzipped), which most pages
// show and the landing page needs before it paints. No other chunk loads those files again, so
// none is applied twice. The CSS of other routes and of lazy chunks stays split.

/**
 * The stylesheets of the entry and the root route, in React Router's order: a depth-first walk
 * of static imports from the client entry, then from the root route, each chunk's CSS in turn.
 * @param {Record<string, { imports?: string[], css?: string[] }>} chunks by file name
 * @param {string[]} entries file names of the chunks the walk starts from
 * @returns {string[]}
 */
export function shellStylesheets(chunks, entries) {
  const seen = new Set();
  const css = [];
  const walk = (file) => {
    const chunk = chunks[file];
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const entry of entries) walk(entry);
  return css;
}

/**
 * Whether a bundle entry is the chunk of the module whose path ends with `suffix` (React Router
 * adds a query to route modules' ids).
 * @param {{ type: string, facadeModuleId?: string | null }} chunk
 * @param {string} suffix
 */
export const isModule = (chunk, suffix) =>
  chunk.type === 'chunk' && (chunk.facadeModuleId ?? '').split('?')[0].endsWith(suffix);

/** @returns {import('vite').Plugin} */
export function mergeShellCss() {
  return {
    name: 'tessera:merge-shell-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const all = Object.values(bundle);
      const entry = all.find((c) => isModule(c, '/app/entry.client.tsx'));
      const root = all.find((c) => isModule(c, '/app/root.tsx'));
      const home = all.find((c) => isModule(c, '/app/routes/home.tsx'));
      if (!entry || !root || !home) return; // not the browser's build
      const chunks = Object.fromEntries(
        all
          .filter((c) => c.type === 'chunk')
          .map((c) => [
            c.fileName,
            { imports: c.imports, css: [...(c.viteMetadata?.importedCss ?? [])] },
          ]),
      );
      const sheets = shellStylesheets(chunks, [entry.fileName, root.fileName, home.fileName]);
      if (sheets.length < 2) return;
      const source = sheets
        .map((file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset')
            throw new Error(`shell stylesheet ${file} is not in the bundle`);
          return String(asset.source).trim();
        })
        .join('\n');
      const shell = this.getFileName(this.emitFile({ type: 'asset', name: 'shell.css', source }));
      const merged = new Set(sheets);
      for (const chunk of all) {
        if (chunk.type !== 'chunk' || !chunk.viteMetadata) continue;
        const kept = [...chunk.viteMetadata.importedCss].filter((f) => !merged.has(f));
        chunk.viteMetadata.importedCss = new Set(chunk === root ? [shell, ...kept] : kept);
      }
      for (const file of merged) delete bundle[file];
    },
  };
}
