import { describe, expect, it } from 'vitest';
import {
  AFTER_FIRST_PAINT,
  deferLoader,
  scriptsAfterFirstPaint,
} from './scripts-after-paint.server';

// what React Router 7's <Scripts/> writes, as React hoists it (preloads in <head>)
const LOADER = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;
const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/shell-5.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/shell-6.css"/></head><body><p>Déjà vu</p>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${LOADER}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

const DEFERRED = `${AFTER_FIRST_PAINT}
for (const href of ["/assets/manifest-1.js","/assets/shell-5.js"]) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.body.append(link);
}
await import("/assets/manifest-1.js");
const route0 = await import("/assets/root-2.js");
const route1 = await import("/assets/home-3.js");
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const EXPECTED =
  '<html><head><link rel="stylesheet" href="/assets/shell-6.css"/></head><body><p>Déjà vu</p>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${DEFERRED}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

describe('scriptsAfterFirstPaint (issue 12, decision 034: scripts after the first paint)', () => {
  it('drops the head preloads and makes the loader add them and import its modules after the first paint', () => {
    expect(scriptsAfterFirstPaint(Buffer.from(PAGE)).toString()).toBe(EXPECTED);
  });

  it('passes a page with no scripts through unchanged, a trailing "<" too', () => {
    expect(scriptsAfterFirstPaint(Buffer.from('<p>a <b</p><')).toString()).toBe('<p>a <b</p><');
    const inline = '<p>a</p><script nonce="n">x()</script><script type="module">y()</script>';
    expect(scriptsAfterFirstPaint(Buffer.from(inline)).toString()).toBe(inline);
  });

  it('leaves a loader it does not know as it was, so the page still loads', () => {
    const odd = 'import { a } from "/x.js";\nconsole.log(a);';
    expect(deferLoader(odd, ['/x.js'])).toBe(odd);
    const late = 'import "/x.js";\nwindow.x = 1;\nimport "/y.js";';
    expect(deferLoader(late, ['/x.js'])).toBe(late);
  });
});
