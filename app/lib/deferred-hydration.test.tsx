// @vitest-environment jsdom
// The built client's Preact (decision 018), not the React the other kit tests render with.
import { createElement as h, hydrate, useState } from 'preact/compat';
import { describe, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const { afterDeferredHydration, DeferredHydration, sliceFirstHydration } = await import(
  './deferred-hydration'
);

/**
 * The pump's tasks, counted: the part waits on a MessageChannel message, so every message
 * handled is one task, and what renders in it carries its number.
 */
let task = 0;
const RealChannel = MessageChannel;
vi.stubGlobal(
  'MessageChannel',
  class {
    readonly port2: MessagePort;
    readonly port1: { close(): void; onmessage: ((event: MessageEvent) => void) | null };
    constructor() {
      const channel = new RealChannel();
      this.port2 = channel.port2;
      this.port1 = {
        close: () => channel.port1.close(),
        set onmessage(handler: ((event: MessageEvent) => void) | null) {
          channel.port1.onmessage = (event) => {
            task++;
            handler?.(event);
          };
        },
        get onmessage() {
          return null;
        },
      };
    }
  },
);

const rendered: number[] = [];
/** the task each card first rendered in */
const cardTask = new Map<number, number>();

function Card({ n }: { n: number }) {
  const [liked, setLiked] = useState(false);
  rendered.push(n);
  if (!cardTask.has(n)) cardTask.set(n, task);
  return h(
    'article',
    null,
    `card ${n}`,
    h('button', { type: 'button', onClick: () => setLiked(true) }, liked ? 'Liked' : 'Like'),
  );
}

function Grid() {
  return h(
    'ul',
    null,
    [1, 2, 3].map((n) => h('li', { key: n }, h(DeferredHydration, null, h(Card, { n })))),
  );
}

/** What React's server renderer sends: the cards alone, no Suspense boundary around them. */
const SERVER_HTML = `<ul>${[1, 2, 3]
  .map((n) => `<li><article>card ${n}<button type="button">Like</button></article></li>`)
  .join('')}</ul>`;

let bump: (n: number) => void = () => {};
/** the task the main part rendered in, each time */
const mainRenders: number[] = [];

/** A page whose note (not deferred state) re-renders while its other parts still wait. */
function Page() {
  const [n, setN] = useState(0);
  bump = setN;
  return h(
    'div',
    null,
    h(DeferredHydration, null, h('p', null, `note ${n}`)),
    h(DeferredHydration, null, h(Main, null)),
  );
}

function Main() {
  mainRenders.push(task);
  return h('main', null, h(Grid, null));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('DeferredHydration under Preact', () => {
  it('keeps the server markup and hydrates one part per task after the page', async () => {
    const root = document.createElement('div');
    root.innerHTML = SERVER_HTML;
    document.body.append(root);
    const articles = [...root.querySelectorAll('article')];

    sliceFirstHydration();
    try {
      hydrate(h(Grid, null), root);
    } catch (e) {
      console.log('STACK', (e as Error).stack);
      throw e;
    }
    // nothing of the cards ran yet, and their markup is what the server sent
    expect(rendered).toEqual([]);
    expect([...root.querySelectorAll('article')]).toEqual(articles);
    expect(root.textContent).toBe('card 1Likecard 2Likecard 3Like');

    const done = new Promise<void>((resolve) => afterDeferredHydration(resolve));
    // each card is hydrated in a task of its own
    const seen: number[][] = [];
    for (let i = 0; i < 6 && rendered.length < 3; i++) {
      await nextTask();
      seen.push([...rendered]);
    }
    await done;
    expect(rendered).toEqual([1, 2, 3]);
    expect(seen.length).toBeGreaterThan(0);
    // three tasks, one card each, none of them the page's first hydration (task 0)
    expect(new Set(cardTask.values()).size).toBe(3);
    expect(Math.min(...cardTask.values())).toBeGreaterThan(0);

    // hydrated in place: the same elements, now answering presses
    expect([...root.querySelectorAll('article')]).toEqual(articles);
    root.querySelectorAll('button')[1]?.click();
    await nextTask();
    expect(root.querySelectorAll('button')[1]?.textContent).toBe('Liked');
    expect(root.querySelectorAll('article')).toHaveLength(3);
  });

  it('renders at once after the first hydration, and afterDeferredHydration answers at once', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    rendered.length = 0;
    hydrate(h(Grid, null), root);
    expect(rendered).toEqual([1, 2, 3]);
    let called = false;
    afterDeferredHydration(() => {
      called = true;
    });
    expect(called).toBe(true);
  });

  it('hydrates a part inside a part in a task of its own, and never hides a hydrated part again', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<div><p>note 0</p><main>${SERVER_HTML}</main></div>`;
    document.body.append(root);
    const articles = [...root.querySelectorAll('article')];
    rendered.length = 0;
    cardTask.clear();
    const firstTask = task;

    sliceFirstHydration();
    hydrate(h(Page, null), root);
    const done = new Promise<void>((resolve) => afterDeferredHydration(resolve));
    const seen: number[] = [];
    for (let i = 0; i < 10 && new Set(rendered).size < 3; i++) {
      await nextTask();
      seen.push(new Set(rendered).size);
      // a hydrated part re-rendered while others wait keeps its content
      if (i === 1) bump(1);
      expect(root.querySelector('p')?.textContent).toBe(i >= 2 ? 'note 1' : 'note 0');
      expect(root.querySelectorAll('article')).toHaveLength(3);
    }
    await done;
    // the main part hydrated in a task of its own after the page, its cards one per task after it
    const mainTask = mainRenders[0] ?? 0;
    expect(mainTask).toBeGreaterThan(firstTask);
    expect([...new Set(rendered)]).toEqual([1, 2, 3]);
    expect(new Set(cardTask.values()).size).toBe(3);
    expect(Math.min(...cardTask.values())).toBeGreaterThan(mainTask);
    expect(seen.length).toBeGreaterThan(0);
    expect([...root.querySelectorAll('article')]).toEqual(articles);
  });
});
