// The stylesheets of a part the server renders but whose code comes later (app/lib/lazy-rendered.ts,
// issue 30). Vite gives a dynamically imported chunk's CSS to that chunk: the browser fetches it
// with the code, and the server's HTML, which already shows the part, would be drawn without it
// until then. So the CSS of every `lazyRendered(() => import('…'))` target, with the CSS of the
// chunks it imports statically, joins the CSS of the chunk that imports it: React Router then
// links it with the page's own stylesheets, and the browser, finding them linked, does not load
// them again when the code arrives.

const CALL = /\blazyRendered\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * The module specifiers a module's lazyRendered calls import.
 * @param {string} code
 * @returns {string[]}
 */
export function lazyRenderedImports(code) {
  return [...code.matchAll(CALL)].map((m) => m[2] ?? '');
}

/**
 * For each chunk that lazyRendered-imports others, the stylesheets to add to it: those of each
 * target chunk and of the chunks it imports statically, not already its own or its imports'.
 * @param {Record<string, { imports?: string[], dynamicImports?: string[], css?: string[], facade?: string | null }>} chunks by file name
 * @param {Set<string>} targets module ids lazyRendered imports
 * @returns {Map<string, string[]>} chunk file name → stylesheets to add, in order
 */
export function lazyRenderedCssOf(chunks, targets) {
  const closure = (file, into = new Set()) => {
    if (!chunks[file] || into.has(file)) return into;
    into.add(file);
    for (const imported of chunks[file].imports ?? []) closure(imported, into);
    return into;
  };
  const added = new Map();
  for (const [file, chunk] of Object.entries(chunks)) {
    const own = closure(file);
    const have = new Set([...own].flatMap((f) => chunks[f]?.css ?? []));
    const extra = [];
    for (const target of chunk.dynamicImports ?? []) {
      if (!targets.has(chunks[target]?.facade ?? '')) continue;
      for (const f of closure(target))
        if (!own.has(f))
          for (const sheet of chunks[f]?.css ?? [])
            if (!have.has(sheet)) {
              have.add(sheet);
              extra.push(sheet);
            }
    }
    if (extra.length > 0) added.set(file, extra);
  }
  return added;
}

/**
 * A Vite plugin for the browser's build: the CSS of lazyRendered parts goes with their importer.
 * Runs before merge-shell-css, which may then join it into the shell's stylesheet.
 * @returns {import('vite').Plugin}
 */
export function lazyRenderedCss() {
  /** @type {Set<string>} */
  const targets = new Set();
  return {
    name: 'tessera:lazy-rendered-css',
    apply: 'build',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lazyRendered(')) return null;
      for (const spec of lazyRenderedImports(code)) {
        const resolved = await this.resolve(spec, id);
        if (resolved) targets.add(resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const c of Object.values(bundle))
        if (c.type === 'chunk')
          chunks[c.fileName] = {
            imports: c.imports,
            dynamicImports: c.dynamicImports,
            css: [...(c.viteMetadata?.importedCss ?? [])],
            facade: c.facadeModuleId,
          };
      for (const [file, sheets] of lazyRenderedCssOf(chunks, targets)) {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || !chunk.viteMetadata) continue;
        for (const sheet of sheets) chunk.viteMetadata.importedCss.add(sheet);
      }
    },
  };
}
