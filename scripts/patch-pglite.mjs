// Decision 096: PGlite's protocol reader copies every text field of every row it reads into an
// ArrayBuffer of its own (`bytes()` is `buffer.slice`) and only then decodes it. At 20 rows of
// users that copy was a quarter of a query's time. This reads the text from the message buffer
// in place: the same characters, no copy. Run after every `npm install` (postinstall); it changes
// one method of one file, does nothing when already done, and says so (without failing the
// install) when a PGlite version no longer has the text: the product works either way.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The reader's `string(len)` as PGlite 0.5 ships it, and the same without the copy. */
const SLOW = 'string(t){return r(this,le).decode(this.bytes(t))}';
const FAST =
  'string(t){let n=r(this,x),s=r(this,w);return d(this,w,s+t),r(this,le).decode(new Uint8Array(n.buffer,s,t))}';

/** The chunk of PGlite's bundle that holds the protocol reader. */
export function readerFile() {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@electric-sql/pglite');
  return path.join(path.dirname(main), 'chunk-Y6PULSM7.js');
}

/** 'patched', 'already' or 'absent' (a PGlite whose reader is not the one this knows). */
export async function patchPglite(file = readerFile()) {
  const text = await readFile(file, 'utf8').catch(() => '');
  if (text.includes(FAST)) return 'already';
  if (text.split(SLOW).length !== 2) return 'absent';
  await writeFile(file, text.replace(SLOW, FAST));
  return 'patched';
}

// run as `node scripts/patch-pglite.mjs` (a checkout's path may hold spaces: compare URLs)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outcome = await patchPglite().catch((e) => `absent (${e.message})`);
  if (outcome.startsWith('absent')) {
    console.warn(
      `patch-pglite: PGlite's protocol reader is not the one decision 096 knows (${outcome}); left as it is`,
    );
  }
}
