import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
  useEffect,
  useId,
  useState,
} from 'react';

/** Parts the page rendered whose code has not arrived yet (client only), by their useId. */
const waiting = new Set<string>();
const listeners = new Set<() => void>();
/** every lazyRendered part defined by the modules loaded so far: its load */
const registry = new Set<() => Promise<unknown>>();

function settle(id: string) {
  if (!waiting.delete(id) || waiting.size > 0) return;
  for (const listener of [...listeners]) listener();
}

/**
 * Resolves once every lazyRendered part on the page has its code and has been hydrated (or
 * rendered): the root layout marks the page hydrated only then, as a press on a part still
 * waiting would reach only the server's HTML (React replays it, later).
 */
export function whenLazyPartsRendered(): Promise<void> {
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(done);
      resolve();
    };
    listeners.add(done);
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
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // a failed fetch (offline for a moment) is tried again by the next render
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  registry.add(start);
  // a failed load on the server surfaces in the render that needs it
  if (import.meta.env.SSR) start().catch(() => undefined);

  const Arrived = lazy(() =>
    start().then((component) => ({
      default: function Arrived(props: { partId: string; partProps: P }) {
        const { partId } = props;
        useEffect(() => settle(partId), [partId]);
        return createElement(component, props.partProps);
      },
    })),
  );

  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React's own lazy(), called once per part at module level
  return function LazyRendered(props: P) {
    const id = useId();
    // decided once: an instance that started waiting stays on the lazy element
    const [direct] = useState(() => loaded);
    if (direct) return createElement(direct, props);
    if (!import.meta.env.SSR) waiting.add(id);
    return createElement(Arrived, { partId: id, partProps: props });
  };
}

/**
 * A part the server never renders (a card's hover controls): lazyRendered's loading, without
 * its stylesheets joining the importer's (scripts/lazy-rendered-css.mjs), since the first paint
 * has nothing of it to draw; they come with its code.
 */
export function lazyClientPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): FunctionComponent<P> {
  return lazyRendered(load);
}
