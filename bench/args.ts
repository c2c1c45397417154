import type { LoadOptions } from './load.ts';
import { DEFAULT_PG_URL } from './postgres.ts';

/** `npm run bench [-- mode] [options]`: the HTTP figures (default), Lighthouse, the grid, or the cluster. */
export type BenchMode = 'http' | 'cache' | 'lighthouse' | 'grid' | 'cluster';
const MODES: readonly BenchMode[] = ['http', 'cache', 'lighthouse', 'grid', 'cluster'];

export interface RunOptions {
  mode: BenchMode;
  quick: boolean;
  postgresUrl: string | null;
  load: LoadOptions;
  pins: number;
  /** pins of the big board the grid mode scrolls through */
  bigBoard: number;
  images: boolean;
  /** issue 32's figures (bench/cache.ts): alone in `cache` mode, after the HTTP rows otherwise */
  cache: boolean;
  /** `--kept-only`: of issue 32's figures, only the kept pages, single flight and the mixed load */
  keptOnly: boolean;
  /** only the kept closeup rows (each row alone, for repeated runs) */
  keptCloseupOnly: boolean;
  identity: boolean;
  profile: boolean;
}

/** `--name N` of the command line, a positive number (whole with `whole`), else the fallback. */
export function numberOption(
  argv: string[],
  name: string,
  fallback: number,
  whole = false,
): number {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const n = Number(argv[i + 1]);
  if (!Number.isFinite(n) || n <= 0 || (whole && !Number.isInteger(n))) {
    throw new Error(`${name} needs a positive ${whole ? 'whole ' : ''}number`);
  }
  return n;
}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv): RunOptions {
  const flag = (name: string) => argv.includes(name);
  const value = (name: string, fallback: number): number => numberOption(argv, name, fallback);
  const words = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  const unknown = words.filter((w) => !MODES.includes(w as BenchMode));
  if (unknown.length)
    throw new Error(`unknown mode ${unknown.join(' ')}: one of ${MODES.join(', ')}`);
  const mode = (words[0] as BenchMode | undefined) ?? 'http';
  const quick = flag('--quick');
  const duration = value('--duration', quick ? 3 : 10);
  return {
    mode,
    quick,
    postgresUrl: env.DATABASE_URL || (flag('--pg') ? DEFAULT_PG_URL : null),
    load: {
      connections: value('--connections', 10),
      durationSeconds: duration,
      warmupSeconds: quick ? 1 : 2,
    },
    pins: value('--pins', 640),
    // --quick scrolls a smaller board, so a loaded machine still reaches its end
    bigBoard: value('--big-board', quick ? 2_000 : 10_000),
    images: mode === 'http' && !flag('--no-images'),
    cache: mode === 'cache' || (mode === 'http' && !flag('--no-cache')),
    keptOnly: flag('--kept-only') || flag('--kept-closeup-only'),
    keptCloseupOnly: flag('--kept-closeup-only'),
    identity: flag('--identity'),
    profile: flag('--profile'),
  };
}
