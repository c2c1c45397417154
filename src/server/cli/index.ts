import { isAppError } from '../errors.ts';
import { type Command, UnknownCommandError, UsageError } from './command.ts';
import { analyticsCommand } from './commands/analytics.ts';
import { blobsCommand } from './commands/blobs.ts';
import { domainsCommand } from './commands/domains.ts';
import { experiencesCommand } from './commands/experiences.ts';
import { exportCommand } from './commands/export.ts';
import { importCommand } from './commands/import.ts';
import { jobsCommand } from './commands/jobs.ts';
import { migrateCommand } from './commands/migrate.ts';
import { reportsCommand } from './commands/moderation.ts';
import { seedCommand } from './commands/seed.ts';
import { invitesCommand, settingsCommand } from './commands/settings.ts';
import { usersCommand } from './commands/users.ts';

const COMMANDS: readonly Command[] = [
  migrateCommand,
  seedCommand,
  usersCommand,
  reportsCommand,
  domainsCommand,
  experiencesCommand,
  analyticsCommand,
  blobsCommand,
  jobsCommand,
  importCommand,
  exportCommand,
  settingsCommand,
  invitesCommand,
];

const USAGE = `Usage: npm run tessera -- <command>

Commands:
${COMMANDS.map((c) => c.usage).join('\n')}

Environment: DATA_DIR (embedded database, default ./data) or DATABASE_URL (PostgreSQL).`;

async function run(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(USAGE);
    return;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new UnknownCommandError(`Unknown command "${name}".`);
  await command.run(rest);
}

run(process.argv.slice(2)).then(
  // a command may set its own code, as an interrupted `blobs migrate` does (130)
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    if (err instanceof UnknownCommandError) console.error(`Error: ${err.message}\n\n${USAGE}`);
    else if (err instanceof UsageError || isAppError(err)) console.error(`Error: ${err.message}`);
    else if (
      err instanceof Error &&
      'code' in err &&
      String(err.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`Error: ${err.message}\n\n${USAGE}`);
    } else console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
