import PgBoss from 'pg-boss';
import type { Ctx, JobName, Jobs, JobView, QueueDepth } from '../context.ts';
import type { Database, SqlRunner } from '../db/client.ts';
import { noteWrite } from '../db/writes-seen.ts';
import { txRunner } from './tx-runner.ts';

/** One kind of job: its queue, how it is retried, and what it does (one a file, decision 048). */
export interface JobHandler {
  name: JobName;
  /** runs after the first failure; then the job is kept as failed with its reason */
  retryLimit: number;
  /** seconds before the first retry; each later one waits about twice as long */
  retryDelay: number;
  /** a run that takes longer fails (and is retried) */
  expireInSeconds: number;
  /** cron (UTC) of a job that runs on a schedule: one job a tick, whichever process sends it */
  cron?: string;
  /**
   * decision 047: no server process works this queue; a command works it with what only its
   * shell has (the blob migration's target store), through `JobQueue.work`
   */
  workedByCommand?: boolean;
  /** must be idempotent: a run that dies midway is run again */
  run(ctx: Ctx, data: unknown, job: { id: string }): Promise<void>;
}

export interface JobQueue extends Jobs {
  /** idempotent; any other call but `ready` starts the queue first */
  start(): Promise<void>;
  /** workers take no new job; a running one has up to `graceMs` to finish */
  stop(graceMs?: number): Promise<void>;
  /** this process works one queue (a command's, decision 047), also when started with `work: false` */
  work(name: JobName): Promise<void>;
  /** a queue's jobs in those states, newest first, with their data */
  jobsOf(name: JobName, states: readonly JobView['state'][]): Promise<JobWithData[]>;
  /** one job with its data, or null */
  job(id: string): Promise<JobWithData | null>;
  /** replaces a running job's data (its progress); false when it is no longer running */
  setData(id: string, data: object): Promise<boolean>;
}

export interface JobWithData extends JobView {
  data: unknown;
  /** when a job that waits (to retry) may run */
  startAfter: string | null;
}

const SCHEMA = 'pgboss';
/** failed jobs stay in the job table (and on the employees' page) this long */
const FAILED_KEPT_SECONDS = 30 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATES = new Set<JobView['state']>([
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
]);

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  output: unknown;
  progress: string | null;
  created_on: Date | string;
  completed_on: Date | string | null;
}

const COLUMNS = `id, name, state, retry_count, retry_limit, output, data->>'progress' as progress,
  created_on, completed_on`;

function iso(v: Date | string | null): string | null {
  if (v === null) return null;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

/** What pg-boss kept of a failure: an Error's message, or whatever the handler threw. */
function reasonOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return typeof output === 'string' ? output : JSON.stringify(output);
}

function viewOf(r: JobRow): JobView {
  const state = STATES.has(r.state as JobView['state']) ? (r.state as JobView['state']) : 'failed';
  return {
    id: r.id,
    queue: r.name,
    state,
    retryCount: Number(r.retry_count),
    retryLimit: Number(r.retry_limit),
    reason: state === 'completed' ? null : reasonOf(r.output),
    progress: r.progress ?? null,
    createdAt: iso(r.created_on) ?? '',
    endedAt: iso(r.completed_on),
  };
}

/**
 * Decision 048: the durable job queue, pg-boss on the app's database (PostgreSQL, or PGlite
 * through a SQL adapter). Each job is fetched by one worker across every process (SKIP LOCKED),
 * retried with exponential backoff, and kept with its reason when it keeps failing.
 */
export function createQueue(opts: {
  database: Pick<Database, 'queueConnection'>;
  handlers: readonly JobHandler[];
  /** the ctx a job runs with */
  ctxOf: () => Ctx;
  log: (message: string, err?: unknown) => void;
  /** false for the CLI: it lists and changes jobs and runs none */
  work?: boolean;
  /** seconds between polls of an idle worker; a send from this process wakes it at once */
  pollSeconds?: number;
  /** a cron per scheduled queue instead of its handler's, and how often the schedules are read */
  schedules?: { cron?: Partial<Record<JobName, string>>; everySeconds?: number };
  /**
   * decision 050: every queue's runs expire after this many seconds and are retried a second or
   * two later, expiry looked for every few seconds: a test of a process killed mid-job sees the
   * job run again elsewhere in seconds rather than minutes
   */
  expirySeconds?: number;
}): JobQueue {
  const work = opts.work ?? true;
  const connection = opts.database.queueConnection;
  const boss = new PgBoss({
    ...('connectionString' in connection
      ? { connectionString: connection.connectionString, max: 3, application_name: 'tessera-jobs' }
      : { db: connection.db }),
    schema: SCHEMA,
    migrate: true,
    supervise: work,
    schedule: work,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
    ...(opts.expirySeconds
      ? { maintenanceIntervalSeconds: Math.max(1, Math.ceil(opts.expirySeconds / 3)) }
      : {}),
    ...(opts.schedules?.everySeconds
      ? {
          cronMonitorIntervalSeconds: opts.schedules.everySeconds,
          cronWorkerIntervalSeconds: opts.schedules.everySeconds,
        }
      : {}),
  });
  boss.on('error', (err) => opts.log('job queue error', err));
  const workers = new Map<string, string>();
  const handlers = new Map(opts.handlers.map((h) => [h.name, h]));
  let started: Promise<void> | null = null;

  function db(): SqlRunner {
    return boss.getDb() as SqlRunner;
  }

  async function rows<T>(text: string, values?: unknown[]): Promise<T[]> {
    return (await db().executeSql(text, values)).rows as T[];
  }

  async function find(id: string): Promise<{ name: string; state: string } | null> {
    if (!UUID.test(id)) return null;
    const [row] = await rows<{ name: string; state: string }>(
      `select name, state from ${SCHEMA}.job where id = $1`,
      [id],
    );
    return row ?? null;
  }

  function policyOf(h: JobHandler) {
    return {
      retryLimit: h.retryLimit,
      retryDelay: opts.expirySeconds ? 1 : h.retryDelay,
      retryBackoff: true,
      expireInSeconds: opts.expirySeconds ?? h.expireInSeconds,
    };
  }

  async function workOn(h: JobHandler): Promise<void> {
    if (workers.has(h.name)) return;
    const cron = opts.schedules?.cron?.[h.name] ?? h.cron;
    if (cron) await boss.schedule(h.name, cron, {}, { tz: 'UTC' });
    const id = await boss.work(
      h.name,
      { pollingIntervalSeconds: cron ? 10 : (opts.pollSeconds ?? 1) },
      async ([job]) => {
        if (!job) return;
        try {
          await h.run(opts.ctxOf(), job.data, { id: job.id });
        } finally {
          // a worker that ran a job looks for the next at once; only an empty fetch waits
          const self = workers.get(h.name);
          if (self) boss.notifyWorker(self);
        }
      },
    );
    workers.set(h.name, id);
  }

  async function startOnce(): Promise<void> {
    await boss.start();
    for (const h of opts.handlers) {
      const policy = policyOf(h);
      // createQueue keeps an existing queue's policy: updateQueue brings it to this version's
      await boss.createQueue(h.name, { name: h.name, ...policy });
      await boss.updateQueue(h.name, { name: h.name, ...policy });
      if (work && !h.workedByCommand) await workOn(h);
    }
  }

  function start(): Promise<void> {
    started ??= startOnce();
    return started;
  }

  return {
    start,

    async stop(graceMs = 8000) {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
    },

    async send(name, data, sendOpts) {
      noteWrite();
      if (!handlers.has(name)) throw new Error(`No handler for the job queue "${name}".`);
      await start();
      const id = await boss.send(name, data, sendOpts?.tx ? { db: txRunner(sendOpts.tx) } : {});
      if (!id) throw new Error(`The job for "${name}" was not queued.`);
      // a send in a transaction is seen once it commits: PGlite runs this process's fetch after
      // it; on PostgreSQL the worker's next poll (a second) finds it
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },

    async depths() {
      await start();
      const counts = await rows<{ name: string; queued: number; active: number; failed: number }>(
        `select name,
           count(*) filter (where state in ('created', 'retry'))::int as queued,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed')::int as failed
         from ${SCHEMA}.job group by name`,
      );
      const byName = new Map(counts.map((c) => [c.name, c]));
      return opts.handlers.map(
        (h): QueueDepth => ({
          queue: h.name,
          queued: Number(byName.get(h.name)?.queued ?? 0),
          active: Number(byName.get(h.name)?.active ?? 0),
          failed: Number(byName.get(h.name)?.failed ?? 0),
        }),
      );
    },

    async troubled(limit = 100) {
      await start();
      // and a long job that tells its progress (a blob migration) while it waits or runs
      const found = await rows<JobRow>(
        `select ${COLUMNS}
         from ${SCHEMA}.job
         where (state in ('failed', 'retry')
           or (state in ('created', 'active') and data->>'progress' is not null))
           and name = any($1::text[])
         order by coalesce(completed_on, created_on) desc, id
         limit $2`,
        [opts.handlers.map((h) => h.name), limit],
      );
      return found.map(viewOf);
    },

    async retry(id) {
      noteWrite();
      await start();
      const job = await find(id);
      if (!job || !handlers.has(job.name as JobName)) return false;
      if (job.state === 'failed') await boss.retry(job.name, id);
      else if (job.state === 'cancelled') await boss.resume(job.name, id);
      else return false;
      const worker = workers.get(job.name);
      if (worker) boss.notifyWorker(worker);
      return true;
    },

    async cancel(id) {
      noteWrite();
      await start();
      const job = await find(id);
      if (!job || !handlers.has(job.name as JobName)) return false;
      if (!['created', 'retry', 'active'].includes(job.state)) return false;
      await boss.cancel(job.name, id);
      return true;
    },

    async work(name) {
      const h = handlers.get(name);
      if (!h) throw new Error(`No handler for the job queue "${name}".`);
      await start();
      await workOn(h);
    },

    async jobsOf(name, states) {
      await start();
      const found = await rows<JobRow & { data: unknown; start_after: Date | string | null }>(
        `select ${COLUMNS}, data, start_after from ${SCHEMA}.job
         where name = $1 and state::text = any($2::text[]) order by created_on desc, id limit 50`,
        [name, states],
      );
      return found.map((r) => ({ ...viewOf(r), data: r.data, startAfter: iso(r.start_after) }));
    },

    async job(id) {
      await start();
      if (!UUID.test(id)) return null;
      const [r] = await rows<JobRow & { data: unknown; start_after: Date | string | null }>(
        `select ${COLUMNS}, data, start_after from ${SCHEMA}.job where id = $1`,
        [id],
      );
      return r ? { ...viewOf(r), data: r.data, startAfter: iso(r.start_after) } : null;
    },

    async setData(id, data) {
      noteWrite();
      await start();
      const changed = await rows(
        `update ${SCHEMA}.job set data = $2::jsonb where id = $1 and state = 'active' returning id`,
        [id, JSON.stringify(data)],
      );
      return changed.length > 0;
    },

    async ready() {
      try {
        await rows('select 1');
        return true;
      } catch {
        return false;
      }
    },
  };
}
