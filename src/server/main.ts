import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedIfEmpty } from './demo/seed.ts';
import { databaseUnavailable } from './http/database-unavailable.ts';
import { backfillCollagePins } from './services/collages/backfill.ts';
import { backfillColorFamilies } from './services/search/index.ts';
import { backfillPinTags } from './services/search/tags.ts';
import { backfillProductOffers } from './services/shopping/offers.ts';

/** Starts Tessera: migrate, seed demo content on an empty database, serve, and stop cleanly. */
async function main() {
  const config = loadConfig();
  const tessera = await buildApp(config);
  const log = tessera.app.log;
  // pg-boss 10 completes or fails a job without awaiting it (manager.js, work → onFetch), so a
  // database that goes away just as a job ends leaves a rejection nobody handles, and Node ends
  // the process. An unreachable database is no reason to die (decision 050): the job stays
  // active, expires and runs again (jobs are idempotent). Anything else still ends the process.
  process.on('unhandledRejection', (reason) => {
    if (!databaseUnavailable(reason)) throw reason;
    log.warn({ err: reason }, 'the database went away as a job ended; it will run again');
  });
  await tessera.database.migrate();
  log.info({ database: tessera.database.kind }, 'migrations applied');
  if (config.seedOnStart) {
    const seeded = await seedIfEmpty(tessera.systemCtx(), { log: (m) => log.info(m) });
    if (seeded) log.info('demo content created');
  }
  // decision 025: colour families of pictures stored before issue 16 (and of the demo seed)
  const coloured = await backfillColorFamilies(tessera.systemCtx());
  if (coloured) log.info({ images: coloured }, 'colour families filled');
  // decision 025: tag names of pins written before pins.tags, for their search documents
  const tagged = await backfillPinTags(tessera.systemCtx());
  if (tagged) log.info({ pins: tagged }, 'pin tags filled');
  // issue 16 (decision 029): product pins written before product_offers existed get their offer
  const offers = await backfillProductOffers(tessera.systemCtx().db);
  if (offers > 0) log.info({ offers }, 'product offers filled in');
  // decision 021: collages published before they had pins get theirs (their page)
  const collagePins = await backfillCollagePins(tessera.systemCtx());
  if (collagePins.made > 0) log.info({ pins: collagePins.made }, 'collage pins made');
  if (collagePins.failed > 0) {
    log.warn({ collages: collagePins.failed }, 'collage pins not made; the next start tries again');
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // decision 049: the drain (Tessera.close): /readyz 503, no new connections, live streams
    // ended, requests in flight answered, running jobs finished, then the database
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await tessera.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await tessera.app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
