import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Issue 12, decision 032: the page's scripts are fetched after its stylesheets and its first
 * images. React Router's `<Scripts/>` writes a `<link rel="modulepreload">` per initial script,
 * which browsers fetch at high priority, as high as the stylesheets that block the first paint
 * and the pin image that is the largest paint; on HTTP/1.1's six connections on a slow phone
 * link they queued ahead of both. Marked `fetchpriority="low"`, they wait for those: the page
 * paints sooner and hydrates a little later (its links and forms work before it hydrates).
 * `<Scripts/>` takes no such attribute, so this rewrites the server's HTML stream; a tag cut
 * between two chunks is kept back until the next one.
 */
export function scriptsAtLowPriority(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      // keep back a tail that may be the start of a tag the next chunk completes
      const lt = text.lastIndexOf('<');
      const tail = lt >= 0 ? text.slice(lt) : '';
      carry = tail.length < PRELOAD.length && PRELOAD.startsWith(tail) ? tail : '';
      done(null, rewrite(carry ? text.slice(0, lt) : text));
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}
