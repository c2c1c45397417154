// The server as plain JavaScript (decision 010): every module of src/server and src/domain is
// compiled on its own by esbuild into build/server and build/domain, keeping the source tree's
// layout and depth, so paths found from import.meta.url (migrations, public/) still work, and
// the migrations are copied next to the compiled database client. Runs after the page build
// (which empties build/server). `#server/*` and `#domain/*` reach these files through the
// "tessera-built" import condition (package.json "imports"), which `npm start` turns on.
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Relative `.ts` specifiers become `.js`: Node runs the compiled files as they are. */
export function rewriteTsSpecifiers(code) {
  return code.replace(
    /((?:\bfrom|\bimport)\s*\(?\s*)(["'])(\.{1,2}\/[^"']+?)\.tsx?\2/g,
    (_m, head, quote, spec) => `${head}${quote}${spec}.js${quote}`,
  );
}

function sourcesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourcesUnder(p));
    else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) out.push(p);
  }
  return out;
}

export async function buildServer(root) {
  const src = path.join(root, 'src');
  const outdir = path.join(root, 'build');
  const entryPoints = [
    ...sourcesUnder(path.join(src, 'server')),
    ...sourcesUnder(path.join(src, 'domain')),
  ];
  const result = await build({
    entryPoints,
    outbase: src,
    outdir,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, rewriteTsSpecifiers(file.text));
  }
  cpSync(
    path.join(src, 'server', 'db', 'migrations'),
    path.join(outdir, 'server', 'db', 'migrations'),
    {
      recursive: true,
    },
  );
  return result.outputFiles.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const started = Date.now();
  const n = await buildServer(root);
  console.log(
    `server compiled: ${n} modules into build/server and build/domain in ${Date.now() - started} ms`,
  );
}
