import { type Command, withDatabase } from '../command.ts';

export const migrateCommand: Command = {
  name: 'migrate',
  usage: '  migrate                               apply database migrations',
  async run() {
    await withDatabase(async (db) => console.log(`Migrations applied (${db.kind}).`));
  },
};
