// `npm start`: build the pages if needed, then run the server (it applies migrations and
// creates the demo content on first start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
