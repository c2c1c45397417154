// @vitest-environment jsdom
import { h, hydrate, render } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import {
  documentStandIn,
  keepServerIdsInStep,
  runEffectsBeforeNextInput,
  unhoistModulePreloads,
} from './preact-hydration';

// What React's server renderer sends for a page: the modulepreload links that <Scripts/>
// renders at the end of <body> arrive hoisted into <head>, ahead of the stylesheets.
const SERVER_HTML =
  '<head><meta charset="utf-8"><link rel="icon" href="/i.svg">' +
  '<link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/b.js">' +
  '<link rel="stylesheet" href="/s.css"></head>' +
  '<body><main>Hello</main><script>window.ok = 1</script></body>';

function Page() {
  return h(
    'html',
    null,
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('link', { rel: 'icon', href: '/i.svg' }),
      h('link', { rel: 'stylesheet', href: '/s.css' }),
    ),
    h(
      'body',
      null,
      h('main', null, 'Hello'),
      h('link', { rel: 'modulepreload', href: '/a.js' }),
      h('link', { rel: 'modulepreload', href: '/b.js' }),
      h('script', null, 'window.ok = 1'),
    ),
  );
}

let open: () => void = () => {};

/** A field whose hint mounts later and is named by the input's aria-describedby. */
function Field() {
  const id = useId();
  const [shown, setShown] = useState(false);
  open = () => setShown(true);
  return h(
    'div',
    null,
    h('label', { htmlFor: id }, 'Name'),
    h('input', { id, 'aria-describedby': shown ? `${id}-hint` : undefined }),
    shown ? h('p', { id: `${id}-hint` }, 'Hint') : null,
  );
}

const seen: string[] = [];

/** Notes when its effect has run. */
function Effects() {
  useEffect(() => {
    seen.push('effect');
  }, []);
  return h('p', null, 'x');
}

describe('hydrating React server markup with Preact (decision 018)', () => {
  it('the whole document hydrates in place: the same <html>, <head> and <body>, the stylesheet kept', () => {
    document.documentElement.innerHTML = SERVER_HTML;
    const { head, body } = document;
    const main = document.querySelector('main');
    unhoistModulePreloads(document);
    hydrate(h(Page, null), documentStandIn(document));
    expect(document.head).toBe(head);
    expect(document.body).toBe(body);
    expect(document.querySelector('main')).toBe(main);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/s.css',
    );
    expect(
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual(['/a.js', '/b.js']);
  });

  it('without moving the hoisted links back, Preact would take them for the stylesheet and drop it', () => {
    document.documentElement.innerHTML = SERVER_HTML;
    hydrate(h(Page, null), documentStandIn(document));
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('ids from the server are replaced by Preact’s, so a part mounted later refers to a real element', () => {
    keepServerIdsInStep();
    // React numbers useId differently: the server markup carries its own ids
    document.body.innerHTML =
      '<div id="root"><div><label for="«R1»">Name</label><input id="«R1»"></div></div>';
    const root = document.getElementById('root') as HTMLElement;
    hydrate(h(Field, null), root);
    const input = root.querySelector('input') as HTMLInputElement;
    const label = root.querySelector('label') as HTMLLabelElement;
    expect(input.id).not.toBe('«R1»');
    expect(label.htmlFor).toBe(input.id);
    open();
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        const hint = input.getAttribute('aria-describedby');
        expect(hint).toBeTruthy();
        expect(document.getElementById(hint as string)?.textContent).toBe('Hint');
        resolve();
      }, 20),
    );
  });

  it('effects of an update run in the next task, not a frame later', async () => {
    runEffectsBeforeNextInput();
    seen.length = 0;
    document.body.innerHTML = '<div id="fx"></div>';
    render(h(Effects, null), document.getElementById('fx') as HTMLElement);
    // one task later, with no frame in between
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(seen).toEqual(['effect']);
  });
});
