import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { attributionSourceRoute } from './api/analytics/attribution-source.ts';
import { eventsCreateRoute } from './api/analytics/events-create.ts';
import { collageRoutes } from './api/collages/routes.ts';
import { installErrorHandlers } from './api/errors.ts';
import { experienceTriggerRoute } from './api/experiences/trigger.ts';
import { catalogRoute } from './api/i18n/catalog.ts';
import { importReportRoute } from './api/imports/import-report.ts';
import { importUploadRoute } from './api/imports/import-upload.ts';
import { resources } from './api/index.ts';
import { liveRoute } from './api/live/live-stream.ts';
import { oneClickUnsubscribeRoute } from './api/notifications/one-click-unsubscribe.ts';
import { embedRoutes } from './api/pins/embed.ts';
import { favoriteRoute } from './api/pins/favorite.ts';
import { offsiteRoute } from './api/pins/offsite.ts';
import { pagePicturesRoute } from './api/pins/page-pictures.ts';
import { pinUploadRoute } from './api/pins/upload.ts';
import { manifestRoutes } from './api/pwa/manifest.ts';
import { shareTargetRoute } from './api/pwa/share-target.ts';
import { resourcePlugin } from './api/resource.ts';
import { avatarRoute } from './api/users/avatar.ts';
import { dataExportDownloadRoute } from './api/users/data-export-download.ts';
import { keptLog, V5Kept } from './api/v5/kept.ts';
import { installOpenApi } from './api/v5/openapi.ts';
import { v5Plugin } from './api/v5/plugin.ts';
import { type Config, ensureSecret, trustedOrigin } from './config.ts';
import { type Ctx, type LivePublisher, systemContext } from './context.ts';
import { type Database, openDatabase, ping } from './db/client.ts';
import { watchWrites } from './db/writes-seen.ts';
import { installWholeCompression, type WholeCompression } from './http/compress-whole.ts';
import { assertCsrf } from './http/csrf.ts';
import { type FirstLooker, firstLook } from './http/first-look.ts';
import { installHealth, type ReadinessProbe } from './http/health.ts';
import { installLocale } from './http/locale.ts';
import { PageFirstLook } from './http/page-first-look.ts';
import { ResponseCache, type ResponseCacheOptions } from './http/response-cache.ts';
import { installSecurityHeaders, type SecurityHeaders } from './http/security-headers.ts';
import { installSessions, needsViewer } from './http/session.ts';
import { viewerFromHeaders } from './http/viewer.ts';
import { requestVisitorId } from './http/visitor-id.ts';
import { installWriteBump } from './http/write-bump.ts';
import type { BlobStore } from './images/blob-store.ts';
import { openBlobStore } from './images/open-blob-store.ts';
import { imageRoutes } from './images/routes.ts';
import { JOB_HANDLERS } from './jobs/handlers.ts';
import { createQueue, type JobQueue } from './jobs/queue.ts';
import { CompletedOnly, logDestination } from './log-destination.ts';
import { setAuthLogger } from './services/accounts/auth-events.ts';
import { type LiveBus, memoryLiveBus, postgresLiveBus } from './services/live/bus.ts';
import { liveCounts } from './services/live/counts.ts';
import { LiveHub } from './services/live/hub.ts';
import { notificationMailSettled } from './services/notifications/mail.ts';
import { postgresChangeLog } from './services/platform/change-log.ts';
import { addChangeRecorder } from './services/platform/data-version.ts';
import { errorCounterFor } from './services/platform/error-counts.ts';
import { closeRateLimitStore, rateLimitStore } from './services/platform/rate-limit.ts';
import { builtFilesPlugin, loadServerBuild, ssrPlugin } from './ssr.ts';

export interface Tessera {
  app: FastifyInstance;
  database: Database;
  blobs: BlobStore;
  /** decision 017: this process's open live streams */
  live: LiveHub;
  /** decision 048: the durable job queue (started with the app, stopped on close) */
  jobs: JobQueue;
  /** a ctx for code that runs outside a request (CLI, seed, tests) */
  systemCtx(): Ctx;
  close(): Promise<void>;
}

/**
 * Issue 32: a page made for one request is compressed at brotli quality 2, not the plugin's 4 (on
 * a closeup's 105 KB of HTML about a third of the CPU for 6% more bytes, 1 KB); a kept page is
 * compressed once, at 4, when it is kept (http/response-cache.ts). A whole answer (the API's
 * JSON) at 1: on the home feed's 98 KB, 12.3 KB in 115 µs against 11.9 KB in 209 µs at 2, where
 * HTML would grow 12%.
 */
const PAGE_COMPRESSION: WholeCompression = { threshold: 1024, quality: 2 };
const WHOLE_COMPRESSION: WholeCompression = { ...PAGE_COMPRESSION, quality: 1 };

/** Trust the `hops` nearest proxies: Fastify's own reading of a numeric trustProxy. */
function hopsOf(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(
  givenConfig: Config,
  opts: {
    database?: Database;
    logger?: boolean;
    /** visitors' answers kept in the process (issue 12); false turns it off */
    responseCache?: ResponseCacheOptions | false;
    /** the job queue's timing: tests run schedules every few seconds */
    jobs?: Pick<Parameters<typeof createQueue>[0], 'pollSeconds' | 'schedules' | 'expirySeconds'>;
    /** decision 051: tests only, so a local server can play a public website */
    urlFetch?: Ctx['urlFetch'];
  } = {},
): Promise<Tessera> {
  const config = await ensureSecret(givenConfig);
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      preparedStatements: config.databasePreparedStatements,
      sharedBuffers: config.pgliteSharedBuffers,
    }));
  const blobs = await openBlobStore(config);
  /** decision 049: set when close() begins; /readyz answers 503 from then on */
  let draining = false;
  // TESSERA_RESPONSE_CACHE=off: for measuring what the cache is worth
  const cacheOff = opts.responseCache === false || process.env.TESSERA_RESPONSE_CACHE === 'off';
  // decision 063: kept /v5 reads, answered by the server before the framework
  let syncChanges: (() => Promise<void>) | undefined;
  const kept = cacheOff
    ? undefined
    : new V5Kept({
        rateLimit: () => rateLimitStore(config),
        perMinute: config.apiCallsPerMinute,
        sync: () => syncChanges?.() ?? Promise.resolve(),
        closing: () => draining,
        log: (req, status, ms) => keptLog(app, req, status, ms),
      });
  // decision 066: kept pages, answered by the server before the framework too
  const cache = cacheOff ? undefined : new ResponseCache(opts.responseCache || {});
  let security: SecurityHeaders | undefined;
  const pages = cache
    ? new PageFirstLook({
        cache,
        db: database.db,
        config,
        security: () => security,
        parseCookie: (header) => app.parseCookie(header),
        sync: () => syncChanges?.() ?? Promise.resolve(),
        closing: () => draining,
        log: (req, status, ms) => keptLog(app, req, status, ms),
      })
    : undefined;
  const firstLookers: FirstLooker[] = [kept, pages].filter((l) => l !== undefined);
  const app = Fastify({
    serverFactory: firstLook(() => firstLookers),
    logger: opts.logger === false ? false : { level: config.logLevel, stream: logDestination() },
    // decision 005: forwarding headers only from configured proxies (TRUST_PROXY)
    // (a hop count as the function Fastify makes of one; its types take no number)
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Finish in-flight requests on close, refuse new ones with 503.
    return503OnClosing: true,
    // issue 32: one log line per request, when it is answered
    logController: new CompletedOnly(),
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });

  if (config.databaseUrl && !givenConfig.secret) {
    // decision 049: CSRF tokens signed by one process are checked by another
    app.log.warn(
      `SECRET is not set: this process signs with the secret kept in ${path.join(config.dataDir, 'secret')}. Every process on one database must share one: set SECRET to the same value everywhere (or copy that file).`,
    );
  }
  if (config.production && !config.publicUrl) {
    app.log.warn(
      'PUBLIC_URL is not set: links in mail and canonical urls use the listen address. Set PUBLIC_URL to the public origin.',
    );
  }
  function originOf(req: FastifyRequest): string {
    return config.publicUrl ?? `${req.protocol}://${req.host}`;
  }
  /**
   * decision 005: never from the request; the bound address once listening (port 0 too), worked
   * out once (a URL parse and a socket call on every request were 4% of a kept page's CPU).
   */
  let boundOrigin: string | null = null;
  function publicOrigin(): string {
    if (boundOrigin) return boundOrigin;
    const bound = app.server.listening ? app.server.address() : null;
    const at =
      bound && typeof bound === 'object'
        ? { address: bound.address, port: bound.port }
        : { address: config.host, port: config.port };
    const origin = trustedOrigin(config, at);
    if (bound) boundOrigin = origin;
    return origin;
  }
  // decision 017: one bus per app; on PostgreSQL every process hears every other's events
  const liveLog = app.log.child({ area: 'live' });
  const bus: LiveBus =
    database.kind === 'postgres' && config.databaseUrl
      ? postgresLiveBus({
          connectionString: config.databaseUrl,
          db: database.db,
          log: (message, err) => liveLog.warn({ err }, message),
        })
      : memoryLiveBus();
  const live: LivePublisher = {
    publish: (...events) =>
      bus.publish(...events).catch((err: unknown) => liveLog.warn({ err }, 'live event not sent')),
  };
  const hub = new LiveHub({
    bus,
    counts: (userId) => liveCounts(database.db, userId),
    log: (message, err) => liveLog.warn({ err }, message),
  });
  // open streams would keep the server from closing: end them first
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', () => bus.close());
  const ctxOf = new WeakMap<FastifyRequest, Ctx>();
  function contextOf(req: FastifyRequest): Ctx {
    let ctx = ctxOf.get(req);
    if (!ctx) {
      ctx = {
        db: database.db,
        viewer: viewerFromHeaders(req.headers),
        config,
        blobs,
        now: () => new Date(),
        origin: originOf(req),
        publicOrigin: publicOrigin(),
        session: null,
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? '').slice(0, 400),
        live,
        jobs,
        ...(opts.urlFetch ? { urlFetch: opts.urlFetch } : {}),
      };
      ctx.visitor = requestVisitorId(req, ctx);
      ctxOf.set(req, ctx);
    }
    return ctx;
  }
  /** What handlers use: a state-changing request gets its ctx only if it passes CSRF. */
  function getCtx(req: FastifyRequest): Ctx {
    const ctx = contextOf(req);
    assertCsrf(req, ctx);
    return ctx;
  }

  // the answers that are whole before they are sent: in one call, before the plugin's streams
  installWholeCompression(app, WHOLE_COMPRESSION);
  await app.register(compress, {
    threshold: PAGE_COMPRESSION.threshold,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_COMPRESSION.quality,
      },
    },
  });
  // decision 047: images may be redirected to the bucket's public address
  security = installSecurityHeaders(app, { imageUrl: config.s3?.publicUrl });
  await app.register(cookie);
  setAuthLogger(config, app.log.child({ area: 'auth' }));
  if (database.kind === 'postgres') {
    // decision 039: other processes on the same database learn of this one's changes, and it of
    // theirs, through the change log, read before any session or cache is looked at
    const log = app.log.child({ area: 'change-log' });
    const changeLog = postgresChangeLog(database.db, (message, err) => log.warn({ err }, message));
    const stopRecording = addChangeRecorder((tags) =>
      changeLog.record(tags).catch((err: unknown) => {
        log.error({ err, tags }, 'a change was not recorded for the other processes');
      }),
    );
    app.addHook('onClose', async () => stopRecording());
    await changeLog.sync();
    syncChanges = () => changeLog.sync();
    app.addHook('onRequest', async (req) => {
      if (needsViewer(req.url)) await changeLog.sync();
    });
  }
  installSessions(app, contextOf);
  // decision 064: the language, once the session (and so the account's choice) is known
  installLocale(app, contextOf);
  app.addHook('onClose', async () => {
    await closeRateLimitStore(config);
  });

  installErrorHandlers(app);
  installWriteBump(app, (req) => ctxOf.get(req)?.changes, watchWrites);
  if (database.kind === 'postgres') {
    await Promise.race([bus.ready, new Promise((r) => setTimeout(r, 3000).unref())]);
  }
  app.addHook('onClose', async () => cache?.close());
  // decision 049: background work stops in onClose hooks, which Fastify runs once the server has
  // stopped accepting and its in-flight requests are answered, and before the database closes
  // (close() below): running jobs finish there.
  // decision 048: mail, notification mail, digests and retention are jobs, each run once across
  // every process on the database; a running job gets most of the 10 s shutdown to finish.
  const jobsLog = app.log.child({ area: 'jobs' });
  const systemCtx = (): Ctx =>
    systemContext({
      db: database.db,
      config,
      blobs,
      viewer: viewerFromHeaders({}),
      jobs,
      ...(opts.urlFetch ? { urlFetch: opts.urlFetch } : {}),
    });
  // TESSERA_JOB_EXPIRY_SECONDS: for tests that kill a process mid-job (decision 050)
  const expirySeconds = Number(process.env.TESSERA_JOB_EXPIRY_SECONDS) || undefined;
  const jobs: JobQueue = createQueue({
    database,
    handlers: JOB_HANDLERS,
    ctxOf: systemCtx,
    log: (message, err) => jobsLog.warn({ err }, message),
    ...(expirySeconds && expirySeconds >= 1 ? { expirySeconds } : {}),
    ...opts.jobs,
  });
  // started once the app is ready: main.ts applies our migrations first, then listens (a job
  // sent earlier, by the seed say, starts it at once)
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => notificationMailSettled());

  // decision 049: what a process needs to serve: the database, the blob store, the job queue
  const probes: ReadinessProbe[] = [
    { name: 'database', check: async () => void (await ping(database.db)) },
    { name: 'blobs', check: () => blobs.ping() },
    {
      name: 'jobs',
      check: async () => {
        if (!(await jobs.ready())) throw new Error('the job queue does not answer');
      },
    },
  ];
  installHealth(app, { kind: database.kind, probes, draining: () => draining });
  // decision 059: /admin/health shows the instance's 5xx answers, counted by route
  const errorCounter = errorCounterFor(database.db);
  app.addHook('onClose', () => errorCounter.close());
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode >= 500) {
      errorCounter.count(
        `${req.method} ${req.routeOptions.url ?? '(no route)'}`,
        reply.statusCode,
        new Date(),
      );
    }
  });

  // decision 055: the document first, so it sees the /v5 routes registered after it
  await installOpenApi(app);
  await app.register(v5Plugin(contextOf, kept), { prefix: '/v5' });
  await app.register(imageRoutes(blobs, { publicUrl: config.s3?.publicUrl }));
  await app.register(avatarRoute(getCtx));
  await app.register(dataExportDownloadRoute(getCtx));
  await app.register(pinUploadRoute(getCtx));
  await app.register(importUploadRoute(getCtx));
  await app.register(importReportRoute(getCtx));
  // RFC 8058: posted by mail providers' servers, so without the cross-site check (see there)
  await app.register(oneClickUnsubscribeRoute(contextOf));
  await app.register(pagePicturesRoute(getCtx));
  await app.register(favoriteRoute(getCtx));
  await app.register(offsiteRoute(getCtx));
  await app.register(attributionSourceRoute(getCtx));
  await app.register(embedRoutes(getCtx));
  await app.register(manifestRoutes(getCtx));
  await app.register(shareTargetRoute(getCtx));
  await app.register(catalogRoute());
  await app.register(liveRoute(getCtx, hub));
  await app.register(experienceTriggerRoute(getCtx));
  await app.register(collageRoutes(getCtx));
  await app.register(eventsCreateRoute(getCtx));
  await app.register(resourcePlugin(resources, getCtx, cache));

  const build = await loadServerBuild();
  if (build) {
    await app.register(builtFilesPlugin);
    await app.register(ssrPlugin(build, getCtx, cache));
  } else {
    app.log.warn(
      'No build found in build/: pages are off. Run `npm run build` (npm start does it).',
    );
  }

  return {
    app,
    database,
    blobs,
    live: hub,
    jobs,
    systemCtx,
    /**
     * decision 049, the drain: /readyz answers 503 at once; then Fastify's close stops accepting,
     * its preClose hook ends the live streams (their clients reconnect through the proxy to
     * another process), in-flight requests are answered, the onClose hooks let running jobs end;
     * the database closes last. main.ts gives all of it 10 s.
     */
    async close() {
      draining = true;
      await app.close();
      await database.close();
    },
  };
}
