import type { Ctx, JobView } from '../../context.ts';
import { JOB_HANDLERS } from '../../jobs/handlers.ts';
import { createQueue, type JobQueue } from '../../jobs/queue.ts';
import { type Command, UnknownCommandError, UsageError, withDatabase } from '../command.ts';

const USAGE = `  jobs list                             queue depth per queue, the failed jobs with why, and
                                        how far a blob migration has come
  jobs retry <id>                       run a failed (or cancelled) job again
  jobs cancel <id>                      give up a job that waits, retries or runs`;

/** The queue without workers: the command looks at jobs and changes them, and runs none. */
async function withQueue(fn: (queue: JobQueue) => Promise<void>): Promise<void> {
  await withDatabase(async (database, ctx) => {
    const queue = createQueue({
      database,
      handlers: JOB_HANDLERS,
      ctxOf: (): Ctx => ctx,
      log: (message, err) => console.error(`Warning: ${message} (${String(err)})`),
      work: false,
    });
    await queue.start();
    try {
      await fn(queue);
    } finally {
      await queue.stop(1000);
    }
  });
}

function line(j: JobView): string {
  const tries = `${j.retryCount}/${j.retryLimit} retries`;
  const said = [j.progress, j.reason].filter(Boolean).join('; ');
  return `${j.id}\t${j.queue}\t${j.state}\t${tries}\t${j.endedAt ?? j.createdAt}\t${said}`;
}

async function list(args: string[]): Promise<void> {
  if (args.length) throw new UsageError('Usage: jobs list');
  await withQueue(async (queue) => {
    if (!(await queue.ready())) throw new Error('The job queue does not answer.');
    console.log('queue\tqueued\tactive\tfailed');
    for (const d of await queue.depths()) {
      console.log(`${d.queue}\t${d.queued}\t${d.active}\t${d.failed}`);
    }
    const troubled = await queue.troubled();
    console.log(
      troubled.length
        ? '\nfailed and retrying jobs, and long jobs under way:'
        : '\nNo job has failed or waits to retry.',
    );
    for (const j of troubled) console.log(line(j));
  });
}

function change(verb: 'retry' | 'cancel') {
  return async (args: string[]): Promise<void> => {
    const [id, extra] = args;
    if (!id || extra) throw new UsageError(`Usage: jobs ${verb} <id>`);
    await withQueue(async (queue) => {
      const done = verb === 'retry' ? await queue.retry(id) : await queue.cancel(id);
      if (!done) {
        throw new UsageError(
          verb === 'retry'
            ? `No failed or cancelled job has the id ${id}.`
            : `No waiting, retrying or running job has the id ${id}.`,
        );
      }
      console.log(verb === 'retry' ? `Job ${id} will run again.` : `Job ${id} is cancelled.`);
    });
  };
}

export const jobsCommand: Command = {
  name: 'jobs',
  usage: USAGE,
  async run([sub, ...args]) {
    if (sub === 'list') return list(args);
    if (sub === 'retry') return change('retry')(args);
    if (sub === 'cancel') return change('cancel')(args);
    throw new UnknownCommandError(`Unknown jobs command "${sub ?? ''}".`);
  },
};
