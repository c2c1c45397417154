import { parseArgs } from 'node:util';
import { isEmpty, resetDatabase, seedDemo } from '../../demo/seed.ts';
import { backfillColorFamilies } from '../../services/search/index.ts';
import { type Command, positiveInt, UsageError, withDatabase } from '../command.ts';

export const seedCommand: Command = {
  name: 'seed',
  usage: `  seed [--reset] [--pins N] [--users N] [--boards N]
                                        create demo content (--reset deletes all rows first)`,
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        reset: { type: 'boolean' },
        pins: { type: 'string' },
        users: { type: 'string' },
        boards: { type: 'string' },
      },
      strict: true,
    });
    const sizes = {
      ...(values.pins ? { pins: positiveInt('pins', values.pins) as number } : {}),
      ...(values.users ? { users: positiveInt('users', values.users) as number } : {}),
      ...(values.boards ? { boards: positiveInt('boards', values.boards) as number } : {}),
    };
    await withDatabase(async (db, ctx) => {
      if (values.reset) {
        await resetDatabase(db.db);
        console.log('Deleted all rows.');
      } else if (!(await isEmpty(db.db))) {
        throw new UsageError(
          'The database already has content. Use `seed --reset` to replace it with demo content.',
        );
      }
      const r = await seedDemo(ctx, { ...sizes, log: (m) => console.log(m) });
      await backfillColorFamilies(ctx);
      console.log(
        `Seeded ${r.users} users, ${r.boards} boards, ${r.pins} pins (${r.images} images).`,
      );
    });
  },
};
