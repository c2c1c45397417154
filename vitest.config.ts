import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { bookmarkletPlugin } from './scripts/bookmarklet.mjs';

// Separate from vite.config.ts: the React Router plugin must not run under vitest.

// New password hashes at scrypt N = 2^10 instead of 2^17 under the test runner only (see
// passwords.ts): signing up is most of many tests' time otherwise.
// Kept pin cards are frozen under the tests, so a write to one throws (decision 075).
const env = { TESSERA_FAST_PASSWORD_HASH: '1', TESSERA_FREEZE_KEPT: '1' };

// Two files at a time in each group. Vitest's default is one worker fewer than the cores, which
// on CI's two cores is one: every file ran after the other, and the suite, mostly waiting
// (a browser journey keeps well under one core busy), passed CI's 90 minutes. TEST_WORKERS
// sets both groups' count, for a machine with more cores or a run that must not overlap.
const workers = Number(process.env.TEST_WORKERS ?? 2);

/**
 * Unit files that need a module graph of their own (the unit project shares one per worker,
 * decision 073): the kit's parts loaded on demand, whose tests start with nothing loaded, and
 * any file that mocks a module (`vi.mock`), which a file before it may have imported for real.
 * Runs at stop 55 failed on both kinds, depending on which files a worker ran first.
 */
const LAZY_PARTS = 'app/**/*.lazy.test.tsx';
function mocking(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => `${dir}/${f}`)
      .filter((f) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(f, 'utf8'))),
  );
}
const MOCKING = mocking(['src', 'app', 'tests/arch', 'bench', 'scripts']);
const OWN_GRAPH = [LAZY_PARTS, ...MOCKING];
/** Integration files that mock a module: they keep a module graph of their own (decision 077). */
const INTEGRATION_MOCKING = mocking(['tests/integration']);

export default defineConfig({
  // decision 051: a component that shows the bookmarklet imports its script as a virtual module
  plugins: [bookmarkletPlugin(import.meta.dirname)],
  test: {
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'tests/arch/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // files that need a module graph of their own run in the project below
          exclude: [...configDefaults.exclude, ...OWN_GRAPH],
          environment: 'node',
          env,
          // a component's first press of a dialog compiles that dialog's code: beside the
          // integration tests on two cores, past vitest's default 5 s (VerifiedBadge's modal)
          testTimeout: 15_000,
          setupFiles: ['tests/support/unit-setup.ts'],
          // decision 073: the files of a worker share one module graph. Most are rules whose
          // import was most of their time: 322 s → 185 s on a machine of CI's kind, the same
          // 6,388 tests passing (the setup file still runs before each file)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: OWN_GRAPH,
          environment: 'node',
          env,
          testTimeout: 15_000,
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...INTEGRATION_MOCKING],
          environment: 'node',
          env,
          // two files at a time share the cores: a test of several commands gets its margin
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // decision 077: the files of a worker share one module graph. Each file imported the
          // server again and compiled PGlite's WebAssembly again: 12 files took 86 s alone,
          // 46 s sharing (53 s of imports → 19 s), the same 166 tests passing
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          include: INTEGRATION_MOCKING,
          environment: 'node',
          env,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          env,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // the journeys run after the other projects (a group of their own), two at a time
          sequence: { groupOrder: 1 },
          maxWorkers: workers,
          // fails a journey on any hydration mismatch React reported (decision 035)
          setupFiles: ['tests/e2e/support/setup.ts'],
          // a journey waits for what a person waits for: under CI's load a login (a password
          // hash) or an on-demand chunk takes more than expect.poll's default second
          expect: { poll: { timeout: 10_000 } },
          // decision 074: a journey that fails runs once more. Two browsers and the servers they
          // drive share CI's two cores, and a journey there fails about once in 400 files for a
          // reason no run of the file alone shows (the today composer's rejected Response, 36
          // runs clean). `npm test` names each journey that passed only on its second try, with
          // what its first try said, so a flaky one stays in sight and is not forgotten
          retry: 1,
        },
      },
    ],
  },
});
