// `npm run spec:status`: for each requirement id of the spec, whether a test checks it through
// product code (wired), whether docs/spec-not-in-tessera.md says why Tessera does not do it, or
// whether it is missing. The last line is the three totals. How a test is judged:
// scripts/spec-status/classify.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { citationsOf } from './spec-status/classify.ts';
import { liveNames } from './spec-status/live.ts';
import { parseDecisions, parseRequirements, tally, totals } from './spec-status/tally.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DECISIONS = 'docs/spec-not-in-tessera.md';
const TEST_DIRS = ['app', 'src', 'tests', 'scripts', 'bench'];

/** shared/ sits beside the clone (CI, the main checkout) or beside a folder of worktrees. */
function findRequirements(): string | null {
  if (process.env.SPEC_REQUIREMENTS)
    return existsSync(process.env.SPEC_REQUIREMENTS) ? process.env.SPEC_REQUIREMENTS : null;
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'spec', 'REQUIREMENTS.md');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

const requirementsPath = findRequirements();
if (!requirementsPath) {
  console.error(
    `spec:status: no shared/spec/REQUIREMENTS.md beside ${root} or above it (set SPEC_REQUIREMENTS to its path)`,
  );
  process.exit(2);
}
const requirements = parseRequirements(readFileSync(requirementsPath, 'utf8'));
if (requirements.length === 0) {
  console.error(`spec:status: ${requirementsPath} lists no requirement ids`);
  process.exit(2);
}

const read = (rel: string) => {
  const abs = path.join(root, rel);
  return existsSync(abs) ? readFileSync(abs, 'utf8') : null;
};
const testFiles = TEST_DIRS.flatMap((dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
        .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules/'))
    : [],
).sort();
const productFiles = ['app', 'src'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|test-support/.test(f)),
);
const live = liveNames(productFiles.map((f) => ({ path: f, text: read(f) ?? '' })));
const citations = testFiles.flatMap((file) =>
  citationsOf({ path: file, text: read(file) ?? '' }, read, live),
);
const decisions = parseDecisions(read(DECISIONS) ?? '');
const statuses = tally(requirements, citations, decisions);

const wiredAnyway = decisions.notInTessera.filter((n) =>
  statuses.some((s) => s.id === n.id && s.status === 'wired'),
);
for (const n of wiredAnyway)
  console.error(`note: ${n.id} is in ${DECISIONS} but a test checks it; drop the row`);

for (const s of statuses) {
  if (s.status === 'wired') console.log(`${s.id} wired (${s.by})`);
  else if (s.status === 'not in Tessera') console.log(`${s.id} not in Tessera: ${s.why}`);
  else
    console.log(
      `${s.id} missing${s.cited ? ` (cited only by ${s.cited}, which checks no product code)` : ''}`,
    );
}
const missing = statuses.filter((s) => s.status === 'missing').length;
console.log(
  `\n${requirements.length} requirements in ${path.relative(root, requirementsPath)}; ${missing} missing`,
);
console.log(totals(statuses));
