import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Something that may answer a request before the framework (decisions 063, 066). */
export interface FirstLooker {
  /** cheap: whether to offer it the request at all */
  wants(req: IncomingMessage): boolean;
  /** answers the request and resolves true, or resolves false having sent nothing */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Fastify's `serverFactory`: the HTTP server whose first look is `lookers()` (the kept `/v5`
 * reads, the kept pages); the first that wants a request may answer it, and every request none
 * answers goes to the framework's handler as it came.
 */
export function firstLook(lookers: () => readonly FirstLooker[]) {
  return (handler: Handler): Server =>
    createServer((req, res) => {
      const looker = lookers().find((l) => l.wants(req));
      if (!looker) {
        handler(req, res);
        return;
      }
      looker.serve(req, res).then(
        (answered) => {
          if (!answered) handler(req, res);
        },
        () => {
          if (!res.headersSent) handler(req, res);
        },
      );
    });
}
