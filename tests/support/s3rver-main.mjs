// An S3-compatible server for the tests, in a process of its own: run with
// --openssl-legacy-provider, since s3rver's list continuation tokens use DES, which Node 20's
// OpenSSL offers only there. Prints {"port":N} once listening; stops on SIGTERM.
// usage: node --openssl-legacy-provider s3rver-main.mjs <directory> <bucket>
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  server.httpServer.closeAllConnections();
  server.close().then(() => process.exit(0));
});
