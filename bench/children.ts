import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Child {
  port: number;
  /** the JSON object the child printed when it was ready */
  ready: Record<string, unknown>;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  // A server stuck in shutdown must not hold up the bench.
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

/**
 * Starts `node <args>` and waits for the first stdout line, a JSON object with `port`.
 * stdin stays an open pipe: the children exit when it closes, so they never outlive
 * the bench, even when it is killed with SIGKILL.
 */
export async function startChild(
  args: string[],
  opts: {
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    timeoutMs?: number;
    label: string;
    onSpawn?: (pid: number) => void;
  },
): Promise<Child> {
  const child = spawn(process.execPath, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  if (child.pid !== undefined) opts.onSpawn?.(child.pid);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const timeoutMs = opts.timeoutMs ?? 300_000;
  const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${opts.label}: not ready after ${timeoutMs} ms`)),
      timeoutMs,
    );
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line) as Record<string, unknown>);
      } catch {
        reject(new Error(`${opts.label}: expected a JSON line, got ${line.slice(0, 200)}`));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${opts.label} exited before it was ready (${signal ?? code})`));
    });
  });
  try {
    const info = await ready;
    if (typeof info.port !== 'number') {
      throw new Error(`${opts.label}: no port in ${JSON.stringify(info)}`);
    }
    return { port: info.port, ready: info, stop: () => stopChild(child) };
  } catch (e) {
    await stopChild(child);
    throw e;
  }
}

/** What the janitor (bench/janitor.mjs) removes when the bench ends, however it ends. */
export type Leftover = { pid: number } | { dir: string } | { database: string; server: string };

export interface Janitor {
  track(item: Leftover): void;
  /** hands everything tracked over for removal and waits until it is done */
  finish(): Promise<void>;
}

export function startJanitor(): Janitor {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'janitor.mjs');
  const child = spawn(process.execPath, [file], { stdio: ['pipe', 'ignore', 'inherit'] });
  const exited = once(child, 'exit');
  let finished: Promise<void> | null = null;
  return {
    track(item) {
      child.stdin?.write(`${JSON.stringify(item)}\n`);
    },
    finish() {
      finished ??= (async () => {
        child.stdin?.end();
        await exited;
      })();
      return finished;
    },
  };
}
