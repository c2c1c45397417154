import { parseArgs } from 'node:util';
import { BULK_SEED_FROM, seedBulk } from '../../demo/bulk.ts';
import { isEmpty, resetDatabase, seedDemo } from '../../demo/seed.ts';
import { backfillColorFamilies } from '../../services/search/index.ts';
import { type Command, positiveInt, UsageError, withDatabase } from '../command.ts';

/** issue 32: a million pins, for measuring at scale (bulk.ts) */
const MAX_PINS = 1_000_000;

export const seedCommand: Command = {
  name: 'seed',
  usage: `  seed [--reset] [--pins N] [--users N] [--boards N]
                                        create demo content (--reset deletes all rows first);
                                        past ${BULK_SEED_FROM} pins (up to ${MAX_PINS}) the demo is
                                        topped up in bulk, --users and --boards sizing the bulk part`,
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
    const pins = positiveInt('pins', values.pins, MAX_PINS);
    const sizes = {
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
      const log = (m: string) => console.log(m);
      const r =
        pins !== undefined && pins > BULK_SEED_FROM
          ? await seedBulk(ctx, { pins, ...sizes, log })
          : await seedDemo(ctx, { ...(pins ? { pins } : {}), ...sizes, log });
      await backfillColorFamilies(ctx);
      console.log(
        `Seeded ${r.users} users, ${r.boards} boards, ${r.pins} pins (${r.images} images).`,
      );
    });
  },
};
