// autocannon 8 appends every response body to a string as it arrives (PipelinedRequestsQueue
// addBody: `entry.body += chunk`), for onResponse and expectBody. Decoding each page's
// compressed bytes as UTF-8 took half of the load generator's CPU, on the two cores it shares
// with the server it measures, and held the kept pages to a fifth of what the server answers
// (decision 088). A request keeps its body only when it says so (KEEP_BODY): the bench counts
// statuses and headers, and one row (bench/ingest.ts) reads what the server answered.
import { createRequire } from 'node:module';

/** Set on a request whose onResponse reads the body. */
export const KEEP_BODY = { keepBody: true } as const;

interface Pending {
  req?: { keepBody?: boolean };
  body: string;
}

const require = createRequire(import.meta.url);
const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody: (this: { peek(): Pending | undefined }, data: unknown) => void };
};
Queue.prototype.addBody = function addBody(data) {
  const entry = this.peek();
  if (entry?.req?.keepBody) entry.body += String(data);
};
