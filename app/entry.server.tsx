import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { scriptsAfterFirstPaint } from './lib/scripts-after-paint.server';

/**
 * React Router's default Node entry, plus the request's CSP nonce (decision 005): the server
 * sends `script-src 'self' 'nonce-…'`, so every inline script React Router and React write
 * (hydration data, module loader, streamed chunks) must carry the same nonce.
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;

    // Every page waits for all its content before the first byte. Streaming the shell first let
    // React outline each Suspense boundary still pending at that moment (a lazy header button on
    // a process's first render, say): its fallback in place, its content later in a hidden <div>
    // that a script moves in, in batches, on a later frame, so the first paint showed the
    // fallback (an empty header slot) and moved content in after it. The loaders have finished
    // before rendering starts, so nothing is gained by flushing earlier.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';

    // Abort after streamTimeout, with time left to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // clearing the timeout keeps the closure from being retained after the response
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          const rewrite = scriptsAfterFirstPaint();
          rewrite.pipe(body);
          pipe(rewrite);
          resolve(new Response(stream, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors in the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
