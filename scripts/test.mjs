// `npm test`: every test, unit + integration (PGlite, and PostgreSQL when DATABASE_URL is set)
// + browser journeys in Debian's Chromium, then one closing line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the journeys' browser (decision 073): Debian's old headless shell, lighter on CPU
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * Debian packages the tests need: chromium and its headless shell for the browser journeys, and
 * with DATABASE_URL haproxy for the cluster test (decision 049). Run as root, apt installs what
 * is missing; otherwise the command is printed.
 */
function ensurePackages() {
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!process.env.CHROMIUM_PATH && !existsSync(headlessShell))
    missing.push('chromium-headless-shell');
  if (process.env.DATABASE_URL && !existsSync('/usr/sbin/haproxy')) missing.push('haproxy');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the tests: ${missing.join(', ')}. Install with:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
  console.log(`Installing Debian’s ${missing.join(' and ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed; install ${missing.join(' ')} by hand and run npm test again.`,
      );
      process.exit(1);
    }
  }
}

ensurePackages();
buildIfStale();

mkdirSync(path.join(root, 'tmp'), { recursive: true });
const report = path.join(root, 'tmp', 'vitest-report.json');
const extra = process.argv.slice(2);
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests ?? 0;
  failed = (r.numFailedTests ?? 0) + (r.numRuntimeErrorTests ?? 0);
  skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if (!r.success && failed === 0) failed = 1;
  slowestFiles(r.testResults ?? []);
  passedOnRetry(r.testResults ?? []);
} else {
  failed = 1;
}
/**
 * The ten files that took longest, with their share of the summed file time: where to look when
 * the suite nears CI's 90 minutes (vitest runs files side by side, so shares, not wall time).
 */
function slowestFiles(files) {
  const timed = files
    .map((f) => ({ name: path.relative(root, f.name), ms: (f.endTime ?? 0) - (f.startTime ?? 0) }))
    .filter((f) => f.ms > 0)
    .sort((a, b) => b.ms - a.ms);
  const total = timed.reduce((sum, f) => sum + f.ms, 0);
  if (!total) return;
  console.log(`\nSlowest test files (of ${Math.round(total / 1000)} s summed over files):`);
  for (const f of timed.slice(0, 10)) {
    console.log(`  ${(f.ms / 1000).toFixed(0).padStart(5)} s  ${f.name}`);
  }
}

/**
 * Journeys that failed and then passed on the retry vitest.config.ts gives them (decision 074):
 * their first try's words stay in the report, and here, so a flaky journey is seen and mended.
 */
function passedOnRetry(files) {
  const retried = files.flatMap((f) =>
    (f.assertionResults ?? [])
      .filter((t) => t.status === 'passed' && (t.failureMessages ?? []).length > 0)
      .map((t) => ({ file: path.relative(root, f.name), test: t, first: t.failureMessages[0] })),
  );
  if (retried.length === 0) return;
  console.log(`\nPassed only on a second try (${retried.length}); mend these:`);
  for (const { file, test, first } of retried) {
    console.log(`  ${file} > ${test.fullName}`);
    console.log(`    first try: ${String(first).split('\n').slice(0, 2).join(' | ')}`);
  }
}

const db = process.env.DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
console.log(`\nDatabases: ${db}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
