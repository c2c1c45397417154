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

const rendered: number[] = [];

function Card({ n }: { n: number }) {
  const [liked, setLiked] = useState(false);
  rendered.push(n);
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
    expect(seen.some((r) => r.length === 1)).toBe(true);

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
    let bump: (n: number) => void = () => {};
    function Page() {
      const [n, setN] = useState(0);
      bump = setN;
      return h(
        'div',
        null,
        h(DeferredHydration, null, h('p', null, `note ${n}`)),
        h(DeferredHydration, null, h('main', null, h(Grid, null))),
      );
    }
    const root = document.createElement('div');
    root.innerHTML = `<div><p>note 0</p><main>${SERVER_HTML}</main></div>`;
    document.body.append(root);
    const articles = [...root.querySelectorAll('article')];
    rendered.length = 0;

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
    // the main part took a task, then each card one more
    expect([...new Set(rendered)]).toEqual([1, 2, 3]);
    expect(seen.slice(0, 2)).toEqual([0, 0]);
    for (let i = 1; i < seen.length; i++)
      expect((seen[i] ?? 0) - (seen[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    expect([...root.querySelectorAll('article')]).toEqual(articles);
  });
});
