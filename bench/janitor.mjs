// Cleans up after bench/run.ts however it ends. The bench announces what it creates, one JSON
// object a line on our stdin: {"pid": n}, {"dir": path}, {"database": name, "server": url}.
// When stdin closes (the bench finished, failed, or died), we stop the processes, remove the
// folders and drop the databases. A separate process because the bench's own handlers do not
// always get to run: under `tsx`, a Ctrl-C during a load run sometimes ended the script before
// its async cleanup finished (tsx kills a child that is slow to acknowledge a signal), leaving
// a database behind, and nothing runs after a SIGKILL.
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import pg from 'pg';

const pids = new Set();
const dirs = new Set();
const databases = new Map();

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopProcesses() {
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while ([...pids].some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
}

async function dropDatabase(name, server) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

async function cleanUp() {
  // Processes first: a running PGlite would write into a folder being removed.
  await stopProcesses();
  for (const dir of dirs) {
    await rm(dir, { recursive: true, force: true }).catch((e) => {
      process.stderr.write(`janitor: could not remove ${dir}: ${e.message}\n`);
    });
  }
  for (const [name, server] of databases) {
    await dropDatabase(name, server).catch((e) => {
      process.stderr.write(`janitor: could not drop database ${name}: ${e.message}\n`);
    });
  }
  process.exit(0);
}

// Ctrl-C reaches the whole process group; we must outlive the bench to clean up after it.
for (const signal of ['SIGINT', 'SIGHUP']) process.on(signal, () => {});

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  try {
    const item = JSON.parse(line);
    if (typeof item.pid === 'number') pids.add(item.pid);
    if (typeof item.dir === 'string') dirs.add(item.dir);
    if (typeof item.database === 'string') databases.set(item.database, item.server);
  } catch {
    process.stderr.write(`janitor: ignored ${line.slice(0, 100)}\n`);
  }
});
lines.on('close', () => void cleanUp());
