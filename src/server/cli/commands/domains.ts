import { parseArgs } from 'node:util';
import { LISTED_STATUSES } from '#domain/sharing/offsite';
import { isAppError } from '../../errors.ts';
import { listDomain, listDomains, unlistDomain } from '../../services/outbound/safety-list.ts';
import { type Command, UnknownCommandError, UsageError, withDatabase } from '../command.ts';

const USAGE = `  domains list                          the domain safety list the offsite check reads
  domains block <host> [--status blocked|suspicious|porn] [--message M]
                                        list a domain (and its subdomains); links to it show
                                        'Heads up!' instead of opening
  domains unblock <host>                take a domain off the list`;

async function block(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { status: { type: 'string' }, message: { type: 'string' } },
    strict: true,
  });
  const host = positionals[0];
  if (!host || positionals.length > 1) {
    throw new UsageError('Give exactly one host: domains block <host> [--status S] [--message M]');
  }
  const status = values.status ?? 'blocked';
  if (!(LISTED_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`Unknown status "${status}": use ${LISTED_STATUSES.join(', ')}.`);
  }
  await withDatabase(async (_db, ctx) => {
    const entry = await listDomain(
      ctx,
      { host, status, message: values.message ?? '' },
      null,
    ).catch((e: unknown) => {
      throw isAppError(e) ? new UsageError(e.message) : e;
    });
    console.log(
      `${entry.host} is now ${entry.status}${entry.message ? `: ${entry.message}` : ''}.`,
    );
  });
}

async function unblock(args: string[]): Promise<void> {
  const [host, extra] = args;
  if (!host || extra) throw new UsageError('Usage: domains unblock <host>');
  await withDatabase(async (_db, ctx) => {
    const removed = await unlistDomain(ctx, host).catch((e: unknown) => {
      throw isAppError(e) ? new UsageError(e.message) : e;
    });
    console.log(removed ? `${host} is off the list.` : `${host} was not on the list.`);
  });
}

async function list(args: string[]): Promise<void> {
  if (args.length) throw new UsageError('Usage: domains list');
  await withDatabase(async (_db, ctx) => {
    const rows = await listDomains(ctx.db);
    if (rows.length === 0) {
      console.log('The list is empty: every link opens.');
      return;
    }
    for (const r of rows) {
      console.log(`${r.host}\t${r.status}\t${r.message || '(default message)'}`);
    }
  });
}

export const domainsCommand: Command = {
  name: 'domains',
  usage: USAGE,
  async run([sub, ...args]) {
    if (sub === 'list') return list(args);
    if (sub === 'block') return block(args);
    if (sub === 'unblock') return unblock(args);
    throw new UnknownCommandError(`Unknown domains command "${sub ?? ''}".`);
  },
};
