import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * Issue 32: the log lines go to stdout without holding the request up. Pino's default writes
 * each line with a blocking write() as it is logged; two lines a request (Fastify's "incoming"
 * and "completed") were a third of a kept page's CPU with the log on a file. Written
 * asynchronously, a line waits only while the previous write is under way, and lines logged
 * meanwhile go out together in the next one; an idle server's lines still appear at once.
 * Whatever is still queued is written, blocking, when the process exits. One per process: every
 * app a process builds (the tests build many) shares it.
 */
let shared: pino.DestinationStream | null = null;

export function logDestination(): pino.DestinationStream {
  if (shared) return shared;
  const destination = pino.destination({ dest: 1, sync: false });
  shared = destination;
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // stdout already closed: nothing more can be written
    }
  });
  return destination;
}

/**
 * Issue 32: Fastify logs two lines a request, "incoming request" (the request) and "request
 * completed" (the answer); one line with both costs half as much.
 */
export class CompletedOnly extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
