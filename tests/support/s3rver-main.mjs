// An S3-compatible server for the tests, in a process of its own: run with
// --openssl-legacy-provider, since s3rver's list continuation tokens use DES, which Node 20's
// OpenSSL offers only there. Prints {"port":N} once listening; stops on SIGTERM.
// usage: node --openssl-legacy-provider s3rver-main.mjs <directory> <bucket> [latency ms]
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';

const [directory, bucket, latency = '0'] = process.argv.slice(2);
const latencyMs = Number(latency);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});

// s3rver answers a PUT before the object's file is written (it resolves once the bytes have
// passed its hash, not on the file's 'finish'), so a GET at once may find nothing, or part:
// under load the blob migration's read-back check failed on it. S3 reads its own writes, and
// so does this server: the answer waits for the file.
Object.getPrototypeOf(server.store).putObject = async function putObject(object) {
  const file = this.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(path.dirname(file), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  await pipeline(
    Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content,
    new Transform({
      transform(chunk, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    }),
    createWriteStream(file),
  );
  const digest = md5.digest('hex');
  await this.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
};

// a bucket across a network answers each object's read and write in milliseconds, not the
// microseconds of a local folder: with a latency, a test's Ctrl-C lands mid-copy on any machine
if (latencyMs > 0) {
  const store = Object.getPrototypeOf(server.store);
  for (const name of ['getObject', 'putObject']) {
    const direct = store[name];
    store[name] = async function delayed(...args) {
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      return direct.apply(this, args);
    };
  }
}

const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  server.httpServer.closeAllConnections();
  server.close().then(() => process.exit(0));
});
