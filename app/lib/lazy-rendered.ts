import {
  type ComponentType,
  createElement,
  Fragment,
  type FunctionComponent,
  lazy,
  useState,
} from 'react';
import { lazyPart } from '../ui/lazy-part';

/** every lazyRendered part defined by the modules loaded so far: its load */
const registry = new Set<() => Promise<unknown>>();

/** A part the server rendered marks its place with an empty template, ready once hydrated. */
const MARK = 'data-lazy-part';
const WAITING = `template[${MARK}]:not([data-ready])`;

function markHydrated(el: HTMLTemplateElement | null) {
  if (el) el.dataset.ready = '';
}

/**
 * The mark of a part loaded with React's own lazy() that the server renders (the header's bell
 * and inbox): put first inside the part's Suspense boundary, it keeps the page from being marked
 * hydrated until that boundary is. A press on the part before then is lost: React drops a click
 * on a boundary it cannot hydrate yet because its code is not here.
 */
export function HydrationMark() {
  return createElement('template', { [MARK]: '', ref: markHydrated });
}

/**
 * Resolves once every lazyRendered part on the page has its code and has been hydrated: the root
 * layout marks the page hydrated only then. React hydrates such a part's Suspense boundary in a
 * later pass than the page's, once its code is here; a press on it before that reaches only the
 * server's HTML (React replays a click once it can hydrate the part, not the pointer-down a menu
 * opens on, and drops both while the part's code is on its way).
 */
export function whenLazyPartsRendered(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (document.querySelector(WAITING)) return;
      observer.disconnect();
      resolve();
    };
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-ready'],
    });
    check();
  });
}

/**
 * Fetches the code of every lazyRendered part the loaded modules define, for a page that is idle:
 * a closeup opened over a grid, or a video card scrolled into view, then draws at once. Tests
 * await it so that a part renders in the same pass as its parent.
 */
export function loadLazyParts(): Promise<void> {
  return Promise.all([...registry].map((load) => load())).then(() => undefined);
}

/**
 * A component whose code is no page's initial JS (issue 30's budget: splitting, not cutting): the
 * browser fetches it when a page first renders it, and hydration keeps the server's HTML of it
 * until the code arrives (render it inside a Suspense boundary). The server starts loading it
 * when this is called, at start-up, so a server render never waits for it. Once the code is
 * here, a part mounted later renders in the same pass as its parent; one that started waiting
 * keeps its element, so React never replaces what it hydrated.
 */
export function lazyRendered<P extends object>(
  load: () => Promise<ComponentType<P>>,
): FunctionComponent<P> {
  return lazyComponent(load, true);
}

/**
 * A part the server never renders (a card's hover controls): lazyRendered's loading, without
 * its stylesheets joining the importer's (scripts/lazy-rendered-css.mjs), since the first paint
 * has nothing of it to draw, and without a mark to wait for; they come with its code.
 */
export function lazyClientPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): FunctionComponent<P> {
  return lazyComponent(load, false);
}

function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  marked: boolean,
): FunctionComponent<P> {
  // loaded once and kept, a failed fetch tried again by the next render (the kit's lazy parts)
  const code = lazyPart(load);
  registry.add(() => code.load());
  // a failed load on the server surfaces in the render that needs it
  if (import.meta.env.SSR) code.load().catch(() => undefined);

  const Arrived = lazy(() => code.load().then((component) => ({ default: component })));

  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React's own lazy(), called once per part at module level
  return function LazyRendered(props: P) {
    // decided once: an instance that started waiting stays on the lazy element
    const [direct] = useState(() => code.get());
    const part = direct ? createElement(direct, props) : createElement(Arrived, props);
    if (!marked) return part;
    return createElement(Fragment, null, createElement(HydrationMark), part);
  };
}
