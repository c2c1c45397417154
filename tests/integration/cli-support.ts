import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { builtCli } from '../../scripts/build-if-stale.mjs';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * The command an operator's `npm run tessera -- …` runs: its compiled form when the build is as
 * new as the sources (as `npm test` makes it), else through tsx from the sources.
 */
export function cliCommand(args: string[]): [string, string[]] {
  const built = builtCli();
  return built
    ? [built.command, [...built.args, ...args]]
    : ['npx', ['tsx', 'src/server/cli/index.ts', ...args]];
}

/**
 * `npm run tessera -- …` as an operator runs it, on the embedded database of `dataDir` whatever
 * the test run's DATABASE_URL says, with `env` added; its exit code and what it printed.
 */
export function cliIn(
  dataDir: () => string,
  opts: { env?: () => Record<string, string>; timeoutMs?: number } = {},
): (...args: string[]) => Promise<CliResult> {
  return async (...args) => {
    const { DATABASE_URL: _pg, ...env } = process.env;
    try {
      const [command, argv] = cliCommand(args);
      const r = await run(command, argv, {
        env: { ...env, DATA_DIR: dataDir(), ...opts.env?.() },
        timeout: opts.timeoutMs ?? 60_000,
      });
      return { code: 0, out: r.stdout, err: r.stderr };
    } catch (e) {
      const x = e as { code?: number; stdout?: string; stderr?: string };
      return { code: x.code ?? 1, out: x.stdout ?? '', err: x.stderr ?? '' };
    }
  };
}
