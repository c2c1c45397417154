import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { buildExportFile } from '../../services/exports/run.ts';
import { type Command, UsageError, withDatabase } from '../command.ts';

const USAGE = `  export <username> <file.zip>          write the person's "Download your data" ZIP (boards,
                                        pins, originals, a page per board) to a file, with progress`;

/** Progress lines at most this often, so 10,000 pins print a readable log. */
const PRINT_EVERY_MS = 500;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Decision 052: the settings page's export, from a shell; no row, no mail, no expiry. */
export const exportCommand: Command = {
  name: 'export',
  usage: USAGE,
  async run(args) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {}, strict: true });
    const [username, target] = positionals;
    if (!username || !target || positionals.length > 2) {
      throw new UsageError('Give a username and a file: export <username> <file.zip>');
    }
    const file = path.resolve(target);
    const part = `${file}.part`;
    await withDatabase(async (_db, ctx) => {
      const [user] = await ctx.db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)));
      if (!user) throw new UsageError(`There is no account "${username}".`);
      console.log(`Exporting ${user.username} to ${file}`);
      let printed = 0;
      try {
        const { bytes, pins } = await buildExportFile(ctx, user.id, part, async (p) => {
          if (Date.now() - printed < PRINT_EVERY_MS && p.pinsDone < p.pinsTotal) return;
          printed = Date.now();
          console.log(`${p.pinsDone}/${p.pinsTotal} pins`);
        });
        // written aside and renamed: a run that fails leaves no half ZIP under the name
        await rename(part, file);
        console.log(`Done: ${pins} pins, ${megabytes(bytes)} in ${file}`);
      } finally {
        await rm(part, { force: true });
      }
    });
  },
};
