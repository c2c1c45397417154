// One JavaScript file for the app shell (issue 12, decision 032). Rollup groups modules by the
// set of entries that load them, so the modules every page loads (the client entry's and the
// root route's static imports after tree-shaking: the router, React, the header, the kit parts
// they draw) reached a browser as ~50 files of 1–3 KB. On HTTP/1.1's six connections a phone
// fetched them in turns, and the first pin image waited behind them.
//
// Which modules those are is known only once Rollup has tree-shaken and split the bundle, so the
// browser's build first splits it as Rollup would (a quick pass that writes nothing and does not
// minify), takes the modules of the chunks the entry and the root route load statically, and
// then builds with exactly those in one chunk. Every page loaded all of them before it hydrated,
// so no page gets a byte more; only the number of files changes.
import { build } from 'vite';
import { isModule } from './merge-shell-css.mjs';

/** Set while the first pass runs, so vite.config.ts splits as Rollup would. */
export const SHELL_PASS_ENV = 'TESSERA_SHELL_PASS';

const pathOf = (id) => id.split('?')[0] ?? id;

/** The modules that load a text bundle (app/lib/texts/<bundle>.ts, decision 064). */
const TEXT_LOADER = /\/app\/lib\/texts\/[\w-]+\.ts$/;

/** A chunk this many route pages load at first is no page's own: the kit's common parts, the grid. */
export const SHARED_BY_ROUTES = 9;

/** The pages most visits start on (issue 30's budget is theirs): home and a closeup. */
export const LANDING_ROUTES = ['/app/routes/home.tsx', '/app/routes/pin.tsx'];

/**
 * How the browser's modules are grouped, from the first pass's bundle:
 * - `shell`: the modules of the chunks that the client entry's and the root route's chunks import
 *   statically, directly or not (not those two modules: they stay the files React Router names),
 *   and of the chunks that at least SHARED_BY_ROUTES route pages import statically and that a
 *   landing page (LANDING_ROUTES) loads;
 * - `shared`: the modules of the other chunks that at least SHARED_BY_ROUTES route pages import
 *   statically (the form fields, dialogs and sheets of settings, sign-up, editing): one file for
 *   the pages that use them, and nothing in a landing page's initial JS.
 * @param {Record<string, { type: string, facadeModuleId?: string | null, imports?: string[], moduleIds?: string[] }>} bundle
 * @returns {{ shell: string[], shared: string[] }} module ids
 */
export function shellModulesOf(bundle) {
  const all = Object.values(bundle).filter((c) => c.type === 'chunk');
  const closure = (chunk, into = new Set()) => {
    if (chunk?.type !== 'chunk' || into.has(chunk)) return into;
    into.add(chunk);
    for (const file of chunk.imports ?? []) closure(bundle[file], into);
    return into;
  };
  const starts = ['/app/entry.client.tsx', '/app/root.tsx'].map((s) => {
    const chunk = all.find((c) => isModule(c, s));
    if (!chunk) throw new Error(`the browser's build has no chunk for ${s}`);
    return chunk;
  });
  const inShell = new Set();
  for (const start of starts) closure(start, inShell);
  const routes = all.filter((c) => pathOf(c.facadeModuleId ?? '').includes('/app/routes/'));
  const landing = new Set();
  for (const route of routes)
    if (LANDING_ROUTES.some((r) => pathOf(route.facadeModuleId ?? '').endsWith(r)))
      closure(route, landing);
  const loadedBy = new Map();
  for (const route of routes)
    for (const chunk of closure(route))
      if (chunk !== route && !inShell.has(chunk))
        loadedBy.set(chunk, (loadedBy.get(chunk) ?? 0) + 1);
  const shell = [];
  const shared = [];
  // decision 064: a text bundle's loader awaits its bundle before its importers run, so neither
  // it nor a chunk that imports it joins a group: every page that loads the group would fetch
  // and wait for that bundle (the employees' navigation, shared by eleven pages, made the log-in
  // page fetch the admin texts)
  const isLoader = (chunk) => (chunk?.moduleIds ?? []).some((id) => TEXT_LOADER.test(pathOf(id)));
  const groupable = (chunk) =>
    !isLoader(chunk) && !(chunk.imports ?? []).some((file) => isLoader(bundle[file]));
  for (const chunk of inShell)
    if (!starts.includes(chunk) && groupable(chunk)) shell.push(...(chunk.moduleIds ?? []));
  for (const [chunk, count] of loadedBy) {
    if (count < SHARED_BY_ROUTES || routes.includes(chunk) || !groupable(chunk)) continue;
    (landing.has(chunk) ? shell : shared).push(...(chunk.moduleIds ?? []));
  }
  // a start chunk may hold shared modules besides its own; those stay where Rollup put them
  return { shell, shared };
}

/**
 * Runs the first pass: the browser's build as Rollup splits it, not written, not minified.
 * @param {string} root the project folder
 * @returns {Promise<{ shell: string[], shared: string[] }>} the modules of the two groups
 */
export function findShellModules(root) {
  // React Router loads this config once per environment of one build: one pass serves them all
  globalThis.__tesseraShellPass ??= new Map();
  const cache = globalThis.__tesseraShellPass;
  let pending = cache.get(root);
  if (!pending) {
    pending = runShellPass(root);
    cache.set(root, pending);
  }
  return pending;
}

/** @param {string} root */
async function runShellPass(root) {
  let found = null;
  const previous = process.env[SHELL_PASS_ENV];
  process.env[SHELL_PASS_ENV] = '1';
  try {
    await build({
      root,
      logLevel: 'error',
      build: { write: false, minify: false, reportCompressedSize: false },
      plugins: [
        {
          name: 'tessera:shell-pass',
          apply: 'build',
          enforce: 'post',
          generateBundle(_options, bundle) {
            if (!Object.values(bundle).some((c) => isModule(c, '/app/entry.client.tsx'))) return;
            found = shellModulesOf(bundle);
          },
        },
      ],
    });
  } finally {
    if (previous === undefined) delete process.env[SHELL_PASS_ENV];
    else process.env[SHELL_PASS_ENV] = previous;
  }
  if (!found) throw new Error('the first pass of the browser build found no client entry');
  return found;
}

/**
 * Rollup output options for the browser's build: the given modules in two chunks, `shell` and
 * `shared`, and no other module moved with them (their other imports are split as Rollup would).
 * @param {{ shell: Iterable<string>, shared: Iterable<string> }} groups
 */
export function shellOutput({ shell, shared }) {
  const names = new Map();
  for (const id of shared) names.set(id, 'shared');
  for (const id of shell) names.set(id, 'shell');
  return {
    manualChunks: (/** @type {string} */ id) => names.get(id),
    onlyExplicitManualChunks: true,
    chunkFileNames: shortChunkName,
  };
}

/**
 * The browser build's plugin: when the build starts, the first pass finds the two groups
 * (`findShellModules`), and the output puts them in their chunks (`shellOutput`). Only a build
 * that runs pays for the first pass: a command that only resolves the config (`react-router
 * typegen`, which `npm run check` runs, asks it as a build) took 13 s for a pass it never used.
 * @param {string} root the project folder
 */
export function shellChunks(root) {
  /** @type {{ shell: string[], shared: string[] } | null} */
  let groups = null;
  return {
    name: 'tessera:shell-chunks',
    apply: 'build',
    async buildStart() {
      groups = await findShellModules(root);
    },
    /** @param {object} options */
    outputOptions(options) {
      if (!groups) throw new Error('the shell chunks are asked for before the build started');
      return { ...options, ...shellOutput(groups) };
    },
  };
}

/** Chunks that keep their names: the shell and shared files, and what tests look for by name. */
const NAMED_CHUNKS = /^(shell|shared|hls|entry\.client|root)$/;

/**
 * A shared chunk's file is its hash alone (`assets/Bq3x9kLm.js`), unless NAMED_CHUNKS names it:
 * the route manifest every page loads lists each route's chunks, and their names (a component's,
 * a module's) were a third of its gzipped bytes.
 * @param {{ name: string }} chunk
 */
function shortChunkName(chunk) {
  return NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}

/**
 * V8's compile hint for a whole file (Chrome 136+): a script whose first line is this comment is
 * compiled in full on a background thread while it downloads. Without it V8 compiled each of the
 * shell's functions lazily on the main thread the first time hydration called it, inside the
 * page's one long hydration task (~45% of its blocking time on a throttled phone, issue 12).
 * Every function of the shell runs while a page starts, so none is compiled for nothing.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Chunks whose every function a page calls on load: the shell and the client entry. */
export const EAGER_CHUNKS = ['shell', 'entry.client'];

/**
 * Puts COMPILE_HINT first in the bundle's EAGER_CHUNKS (once).
 * @param {Record<string, { type: string, name: string, code?: string }>} bundle
 * @returns {string[]} the names of the chunks hinted
 */
export function addCompileHints(bundle) {
  const hinted = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !EAGER_CHUNKS.includes(chunk.name)) continue;
    if (!chunk.code?.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + (chunk.code ?? '');
    hinted.push(chunk.name);
  }
  return hinted;
}

/**
 * A Vite plugin for the browser's build: puts COMPILE_HINT first in the EAGER_CHUNKS, after the
 * minifier (which drops comments) has run.
 * @returns {import('vite').Plugin}
 */
export function compileHints() {
  return {
    name: 'tessera:compile-hints',
    enforce: 'post',
    generateBundle: {
      // after Vite's own (which puts the shell's `__vite__mapDeps` first)
      order: 'post',
      handler(_options, bundle) {
        const hinted = addCompileHints(bundle);
        if (hinted.length !== EAGER_CHUNKS.length)
          this.error(`compile hints: expected chunks ${EAGER_CHUNKS.join(', ')}, found ${hinted}`);
      },
    },
  };
}
