import { readFile } from 'node:fs/promises';
import { isAppError } from '../../errors.ts';
import { listExperiences, SYSTEM_AUTHOR } from '../../services/experiences/authoring.ts';
import { importExperiences } from '../../services/experiences/import.ts';
import { type Command, UnknownCommandError, UsageError, withDatabase } from '../command.ts';

const USAGE = `  experiences list                      every experience: id, state, type, placements, counts
  experiences import <file.json>        create or update experiences from a JSON list (upsert by
                                        id; an item without an id is created); nothing is
                                        written if any item is wrong`;

async function importFile(args: string[]): Promise<void> {
  const [file, extra] = args;
  if (!file || extra) throw new UsageError('Usage: experiences import <file.json>');
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new UsageError(`Could not read ${file} as JSON: ${why}`);
  }
  await withDatabase(async (_db, ctx) => {
    const changes = await importExperiences(ctx, SYSTEM_AUTHOR, raw).catch((e: unknown) => {
      throw isAppError(e) ? new UsageError(`${file} was not imported:\n${e.message}`) : e;
    });
    for (const c of changes) console.log(`${c.change}\t${c.id}\t${c.name}`);
    const n = (k: string) => changes.filter((c) => c.change === k).length;
    console.log(
      `${changes.length} ${changes.length === 1 ? 'experience' : 'experiences'}: ${n('created')} created, ${n('updated')} updated, ${n('unchanged')} unchanged.`,
    );
  });
}

async function list(args: string[]): Promise<void> {
  if (args.length) throw new UsageError('Usage: experiences list');
  await withDatabase(async (_db, ctx) => {
    const all = await listExperiences(ctx, SYSTEM_AUTHOR);
    if (all.length === 0) {
      console.log('There are no experiences.');
      return;
    }
    for (const e of all) {
      const c = e.counts;
      console.log(
        `${e.id}\t${e.state}\t${e.type} ${e.type_name}\t${e.placement_ids.join(',')}\t${e.name}\tviewed ${c.viewed}, completed ${c.completed}, dismissed ${c.dismissed}`,
      );
    }
  });
}

export const experiencesCommand: Command = {
  name: 'experiences',
  usage: USAGE,
  async run([sub, ...args]) {
    if (sub === 'list') return list(args);
    if (sub === 'import') return importFile(args);
    throw new UnknownCommandError(`Unknown experiences command "${sub ?? ''}".`);
  },
};
