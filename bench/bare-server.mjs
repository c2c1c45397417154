// The ceiling for a payload: a bare node:http server that answers each captured path with the
// exact status, headers and bytes Tessera sent, and does nothing else.
// Usage: node bench/bare-server.mjs <responses.json>, where the file holds
// [{ acceptEncoding, signedIn, path, status, headers: [[name, value], ...], chunked, body (base64) }];
// a path can be listed once per accept-encoding and per signed-in state (a request with a cookie
// header), as Tessera's answer depends on both.
// Prints one JSON line `{"port":…}` once listening; exits when stdin closes.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node bench/bare-server.mjs <responses.json>\n');
  process.exit(2);
}
const routes = new Map();
for (const r of JSON.parse(readFileSync(file, 'utf8'))) {
  routes.set(`${r.acceptEncoding} ${r.signedIn ? 'in' : 'out'} ${r.path}`, {
    status: r.status,
    headers: r.headers,
    chunked: r.chunked,
    body: Buffer.from(r.body, 'base64'),
  });
}

const server = http.createServer((req, res) => {
  const who = req.headers.cookie ? 'in' : 'out';
  const route = routes.get(`${req.headers['accept-encoding'] ?? ''} ${who} ${req.url}`);
  if (!route) {
    res.writeHead(404, { 'content-length': '0' });
    res.end();
    return;
  }
  res.writeHead(route.status, route.headers);
  if (route.chunked) {
    // write before end keeps Node from adding a content-length: the framing Tessera used
    res.write(route.body);
    res.end();
  } else {
    res.end(route.body);
  }
});
// Same idle timeout as Fastify's default, so keep-alive behaves alike.
server.keepAliveTimeout = 72_000;

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
