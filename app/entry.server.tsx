import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { textPreloads } from './lib/catalog-links.server';
import { requestI18n } from './lib/i18n.server';
import { loadLazyParts } from './lib/lazy-rendered';
import { scriptsAfterFirstPaint } from './lib/scripts-after-paint.server';
import { I18nProvider } from './ui/i18n';

/**
 * React Router's default Node entry, plus the request's CSP nonce (decision 005): the server
 * sends `script-src 'self' 'nonce-…'`, so every inline script React Router and React write
 * (hydration data, module loader, streamed chunks) must carry the same nonce.
 */
export const streamTimeout = 5_000;

export default async function handleRequest(
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
  textPreloads(routerContext, responseHeaders);
  // the parts whose code the browser fetches later (app/lib/lazy-rendered.ts) are rendered in
  // place: on a process's first request their modules may still be loading
  await loadLazyParts();

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
      // decision 064: this request's own Lingui instance, in its language
      <I18nProvider i18n={requestI18n(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nProvider>,
      {
        nonce,
        // React 19.2+ outlines a finished boundary of over 500 bytes once ~12.8 KB have been
        // written (its content after </main> in a hidden <div>, moved in by a script on a later
        // frame), for pages that stream. This one is written whole, so a boundary stays where it
        // is: the closeup's action row (a lazily hydrated part) was outlined and first drawn empty.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          // decision 084: the page is gathered whole, rewritten once and answered as one buffer
          // (the server compresses it in one call). React writes its 4 KB chunks, and a long text
          // as it is, to this sink without backpressure; a stream between cost 6% of a page's CPU
          const parts: Uint8Array[] = [];
          const done = () => {
            // clearing the timeout keeps the closure from being retained after the response
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          const body = {
            write(chunk: Uint8Array | string) {
              parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
              return true;
            },
            end() {
              done();
              const html = scriptsAfterFirstPaint(Buffer.concat(parts));
              responseHeaders.set('Content-Type', 'text/html');
              const bytes = new Uint8Array(
                html.buffer as ArrayBuffer,
                html.byteOffset,
                html.length,
              );
              resolve(new Response(bytes, { headers: responseHeaders, status }));
            },
            // what React calls when the page cannot be finished after all
            destroy(error: unknown) {
              done();
              reject(error);
            },
            // React listens for drain, error and close: a sink that is never full has none
            on() {
              return body;
            },
          };
          pipe(body as unknown as NodeJS.WritableStream);
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
