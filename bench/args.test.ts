import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

describe('bench arguments', () => {
  it.each([
    { argv: [], mode: 'http', duration: 10, warmup: 2, images: true },
    { argv: ['--quick'], mode: 'http', duration: 3, warmup: 1, images: true },
    { argv: ['lighthouse', '--quick'], mode: 'lighthouse', duration: 3, warmup: 1, images: false },
    { argv: ['grid'], mode: 'grid', duration: 10, warmup: 2, images: false },
    { argv: ['--duration', '5', 'grid'], mode: 'grid', duration: 5, warmup: 2, images: false },
    { argv: ['--no-images'], mode: 'http', duration: 10, warmup: 2, images: false },
    { argv: ['cluster', '--quick'], mode: 'cluster', duration: 3, warmup: 1, images: false },
  ])('$argv → $mode, $duration s', ({ argv, mode, duration, warmup, images }) => {
    const o = parseArgs(argv, {});
    expect(o.mode).toBe(mode);
    expect(o.load.durationSeconds).toBe(duration);
    expect(o.load.warmupSeconds).toBe(warmup);
    expect(o.images).toBe(images);
  });

  it('reads numbers, PostgreSQL and the big board', () => {
    const o = parseArgs(['--pg', '--connections', '4', '--pins', '100', '--big-board', '500'], {});
    expect(o.postgresUrl).toMatch(/^postgres:\/\//);
    expect(o.load.connections).toBe(4);
    expect(o.pins).toBe(100);
    expect(o.bigBoard).toBe(500);
    expect(parseArgs([], {}).bigBoard).toBe(10_000);
    expect(parseArgs(['--quick'], {}).bigBoard).toBe(2_000);
    expect(parseArgs([], { DATABASE_URL: 'postgres://x/y' }).postgresUrl).toBe('postgres://x/y');
    expect(parseArgs([], {}).postgresUrl).toBeNull();
  });

  it.each([[['--duration', '0']], [['--pins', 'many']], [['--connections']], [['lighthous']]])(
    'refuses %j with a readable error',
    (argv) => {
      expect(() => parseArgs(argv, {})).toThrow(/needs a positive number|unknown mode/);
    },
  );
});
