// Pinterest's image host played locally for `npm run bench -- import`, in a process of its own
// so serving pictures takes nothing from the importing process's event loop. Serves
// <dir>/<n>.jpg for the hash `0c` + n (30 digits) at Pinterest's originals path; 404 otherwise.
// Usage: node bench/image-host.mjs <dir> <port>. Prints {"port":N} once listening; exits when
// stdin closes.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const [dir, port] = process.argv.slice(2);
const PATH = /^\/originals\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{2}\/0c(\d{30})\.jpg$/;
const server = http.createServer(async (req, res) => {
  const m = PATH.exec(req.url ?? '');
  const bytes = m ? await readFile(path.join(dir, `${Number(m[1])}.jpg`)).catch(() => null) : null;
  if (!bytes) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length }).end(bytes);
});
server.listen(Number(port), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
