// `npm run check` part: no source file over 400 lines (docs/architecture.md "Code style"). A file that grows
// past it is split by topic, not trimmed of its comments.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|css)$/;
const GENERATED = /^src\/server\/db\/migrations\//;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => SOURCE.test(f) && !GENERATED.test(f));
const long = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMIT) long.push(`${file}: ${lines} lines`);
}
if (long.length > 0) {
  console.error(`Files over ${LIMIT} lines (split them by topic):\n  ${long.join('\n  ')}`);
  process.exit(1);
}
console.log(`file size: ${files.length} source files, none over ${LIMIT} lines`);
