import { parseArgs } from 'node:util';
import { createTestApp } from '../tests/support/app.ts';
import { buildIfStale } from './build-if-stale.mjs';
import { formatReport, fuzz } from './fuzz/run.ts';
import { prepareWorld } from './fuzz/world.ts';

/**
 * `npm run fuzz [-- --requests N --seed S]` (issue 10): Tessera on a fresh database (PGlite, or
 * PostgreSQL when DATABASE_URL is set), every API resource, upload, image route and page sent
 * malformed, oversized and hostile input. Prints the statuses per target; exits 1 on any 5xx.
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '4' },
    'max-seconds': { type: 'string', default: '900' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
if (!Number.isSafeInteger(requests) || requests < 1 || !Number.isSafeInteger(seed)) {
  console.error(
    'Usage: npm run fuzz -- [--requests N] [--seed S] [--concurrency C] [--max-seconds T]',
  );
  process.exit(2);
}

// the pages are fuzzed too, so they must be built from the current sources
buildIfStale();
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const t = await createTestApp(kind);
let failed = true;
try {
  const { baseUrl, world, relogin } = await prepareWorld(t);
  console.log(`Fuzzing ${baseUrl} on ${kind}: ${requests} requests, seed ${seed}`);
  const report = await fuzz(baseUrl, world, {
    requests,
    seed,
    concurrency: Number(values.concurrency),
    maxSeconds: Number(values['max-seconds']),
    relogin,
    log: (l) => console.log(l),
  });
  console.log(formatReport(report, `${kind}, seed ${seed}`));
  failed = report.failures.length > 0;
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
