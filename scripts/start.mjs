// `npm start`: build the pages and the server if needed, then run the compiled server with plain
// node (it applies migrations and creates the demo content on first start). The import
// condition makes the pages' `#server/*` imports load the same compiled modules (decision 010).
import { spawn } from 'node:child_process';
import { BUILT_FLAGS, buildIfStale, root, SERVER_ENTRY } from './build-if-stale.mjs';

buildIfStale();
const child = spawn(process.execPath, [...BUILT_FLAGS, SERVER_ENTRY, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
