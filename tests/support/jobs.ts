import type { Tessera } from '#server/app';

/**
 * Resolves once no job waits or runs in any queue (decision 048): mail a request queued has
 * been written to the outbox by then, and mail that was not queued never will be. Polls with a
 * deadline instead of sleeping a guessed time.
 */
export async function jobsSettled(tessera: Pick<Tessera, 'jobs'>, deadlineMs = 15_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const depths = await tessera.jobs.depths();
    if (depths.every((d) => d.queued + d.active === 0)) return;
    if (Date.now() > until) {
      const troubled = await tessera.jobs.troubled(5);
      throw new Error(
        `jobs still waiting after ${deadlineMs} ms: ${JSON.stringify({ depths, troubled })}`,
      );
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
