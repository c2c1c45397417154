import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMessage } from '#server/services/platform/mail';
import type { TestApp } from './app.ts';
import { jobsSettled } from './jobs.ts';

/** Every mail the app has written to its outbox (DATA_DIR/mail), once its mail jobs are done. */
export async function readOutbox(t: TestApp): Promise<OutboxMessage[]> {
  await jobsSettled(t.tessera);
  const dir = path.join(t.dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxMessage),
  );
}
