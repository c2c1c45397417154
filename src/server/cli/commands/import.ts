import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { IMPORT_SOURCES, type ImportSource } from '#domain/imports/import-item';
import { IMPORT_SOURCE_INFO } from '#domain/imports/sources';
import { imports, users } from '../../db/schema/index.ts';
import { actingAs } from '../../services/accounts/viewer.ts';
import { createImport, importFailures } from '../../services/imports/imports.ts';
import type { PinryAccess } from '../../services/imports/pinry-api.ts';
import { runImport } from '../../services/imports/run.ts';
import { type Command, UsageError, withDatabase } from '../command.ts';

const USAGE = `  import <username> <file> --source ${IMPORT_SOURCES.join('|')} [--trust-image-host]
  import <username> <pinry address> --source pinry --token <token>
                                        import an export (${IMPORT_SOURCES.map((x) => IMPORT_SOURCE_INFO[x].label).join(', ')}) into that person's
                                        account: previews, then imports with progress; an
                                        unfinished import of theirs is resumed instead;
                                        --trust-image-host lets pictures (and bookmarked
                                        pages) come from the PINTEREST_IMAGE_HOST you set even
                                        on a private address; a Pinry address you give is
                                        trusted the same way, pictures included`;

function bar(done: number, total: number): string {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
}

async function run(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      token: { type: 'string' },
      'trust-image-host': { type: 'boolean' },
    },
    strict: true,
  });
  const [username, file, extra] = positionals;
  if (!username || !file || extra !== undefined) {
    throw new UsageError(`Give a username and a file.\n${USAGE}`);
  }
  const source = values.source;
  if (!source || !(IMPORT_SOURCES as readonly string[]).includes(source)) {
    throw new UsageError(`Say what the file is: --source ${IMPORT_SOURCES.join('|')}.`);
  }
  // a Pinry named by its address is read through its API; everything else is a file, read from
  // disk as it is needed (decision 054: a ZIP is never held whole in memory)
  const fromApi = source === 'pinry' && /^https?:\/\//i.test(file);
  if (fromApi && !values.token) throw new UsageError('Give the Pinry API token: --token <token>.');
  if (!fromApi) {
    await access(file, constants.R_OK).catch(() => {
      throw new UsageError(`Cannot read "${file}".`);
    });
  }
  const input: { path: string } | PinryAccess = fromApi
    ? { address: file, token: values.token ?? '' }
    : { path: file };
  const trusted = new Set<string>();
  if (fromApi) trusted.add(new URL(file).hostname);
  await withDatabase(async (_db, ctx) => {
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
      .limit(1);
    const as = user && (await actingAs(ctx, user.id));
    if (!user || !as) throw new UsageError(`There is no one called "${username}".`);
    const [unfinished] = await ctx.db
      .select({ id: imports.id })
      .from(imports)
      .where(and(eq(imports.userId, user.id), inArray(imports.state, ['queued', 'running'])))
      .limit(1);
    let id = unfinished?.id ?? null;
    if (id !== null) {
      console.log(`Resuming ${username}'s unfinished import ${id}.`);
    } else {
      const trust = trusted.size ? { trust: (_a: string, h: string) => trusted.has(h) } : {};
      const made = await createImport(
        { ...as, urlFetch: { ...as.urlFetch, ...trust } },
        source as ImportSource,
        input,
        { start: true },
      );
      const p = made.preview;
      console.log(
        `${p.pins} pins on ${p.boards} boards; ${p.duplicates} already in ${username}'s pins (skipped); ${p.unreadable} that cannot be read.`,
      );
      id = made.id;
    }
    if (id === null) return;
    if (values['trust-image-host']) trusted.add(new URL(ctx.config.pinterestImageHost).hostname);
    await runImport(ctx, id, {
      ...(trusted.size ? { fetch: { trust: (_a, h) => trusted.has(h) } } : {}),
      onProgress: (s) => {
        const done = s.imported + s.failed + s.skipped;
        process.stdout.write(
          `\r${bar(done, s.total)} imported ${s.imported}, skipped ${s.skipped}, failed ${s.failed}`,
        );
      },
    });
    process.stdout.write('\n');
    const failures = await importFailures(as, id);
    for (const f of failures.slice(0, 20)) {
      console.log(
        `  failed: ${f.title || '(untitled)'}${f.board ? ` [${f.board}]` : ''}: ${f.reason}`,
      );
    }
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more.`);
    console.log(`Import ${id} done.`);
  });
}

export const importCommand: Command = { name: 'import', usage: USAGE, run };
