import { parseArgs } from 'node:util';
import { isSettingKey, SETTING_KEYS } from '#domain/instance/settings';
import { createSignupInvite } from '../../services/instance/joining.ts';
import {
  loadInstanceSettings,
  saveInstanceSettings,
  settingText,
} from '../../services/instance/settings.ts';
import {
  type Command,
  positiveInt,
  UnknownCommandError,
  UsageError,
  withDatabase,
} from '../command.ts';

const SETTINGS_USAGE = `  settings get [<key>]                  print the instance's settings, or one of them
  settings set <key> <value>            change one (rules: one a line; booleans: true or false)
                                        keys: ${SETTING_KEYS.join(', ')}`;

function key(k: string | undefined): (typeof SETTING_KEYS)[number] {
  if (!k || !isSettingKey(k)) {
    throw new UsageError(`Unknown setting "${k ?? ''}": use one of ${SETTING_KEYS.join(', ')}.`);
  }
  return k;
}

/** Issue 37: `tessera settings get|set`, the same checks as /admin/settings. */
export const settingsCommand: Command = {
  name: 'settings',
  usage: SETTINGS_USAGE,
  async run([sub, ...args]) {
    if (sub === 'get') {
      if (args.length > 1) throw new UsageError('Usage: settings get [<key>]');
      const k = args[0] === undefined ? undefined : key(args[0]);
      await withDatabase(async (db) => {
        const settings = await loadInstanceSettings(db.db);
        if (k) console.log(settingText(settings, k));
        else
          for (const each of SETTING_KEYS)
            console.log(`${each}: ${JSON.stringify(settings[each])}`);
      });
      return;
    }
    if (sub === 'set') {
      const [k, value, extra] = args;
      if (value === undefined || extra !== undefined)
        throw new UsageError('Usage: settings set <key> <value>');
      const name = key(k);
      await withDatabase(async (_db, ctx) => {
        const settings = await saveInstanceSettings(ctx, { [name]: value }, null);
        console.log(`${name} is now ${JSON.stringify(settings[name])}.`);
      });
      return;
    }
    throw new UnknownCommandError(`Unknown settings command "${sub ?? ''}".`);
  },
};

const INVITES_USAGE = `  invites create [--uses N] [--expires 7d|12h|30m|never]
                                        make an instance sign-up invite link (default: 1 use, 7 days)`;

/** Issue 37: `tessera invites create`, an instance sign-up invite link (not a board invite). */
export const invitesCommand: Command = {
  name: 'invites',
  usage: INVITES_USAGE,
  async run([sub, ...args]) {
    if (sub !== 'create') throw new UnknownCommandError(`Unknown invites command "${sub ?? ''}".`);
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { uses: { type: 'string' }, expires: { type: 'string' } },
      strict: true,
    });
    if (positionals.length) throw new UsageError(`Unexpected "${positionals[0]}".`);
    const uses =
      values.uses === 'unlimited' ? null : (positiveInt('uses', values.uses, 10_000) ?? 1);
    await withDatabase(async (_db, ctx) => {
      const made = await createSignupInvite(ctx, { uses, expiresIn: values.expires ?? '7d' }, null);
      console.log(made.url);
      console.log(
        `${made.maxUses === null ? 'Any number of uses' : `${made.maxUses} use${made.maxUses === 1 ? '' : 's'}`}, ${made.expiresAt ? `expires ${made.expiresAt.toISOString()}` : 'never expires'}.`,
      );
    });
  },
};
