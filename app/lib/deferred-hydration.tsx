import { type ReactNode, Suspense, useRef } from 'react';

/**
 * Hydration in slices (issue 12). Preact hydrates a page in one task, and on a home feed most
 * of that task is the cards: Lighthouse counted it as one long task (~1 s of blocking time on
 * its throttled phone). A part wrapped in DeferredHydration keeps its server markup on screen
 * and is hydrated later, one part per task, so input and paint get in between. Links in it work
 * from the first paint (they are plain anchors); what needs scripts (a card's hover controls)
 * arrives within a few frames.
 *
 * How: while the page hydrates, the part suspends; Preact keeps the markup of a component that
 * suspends during hydration and hydrates it when its promise settles (preact/compat's Suspense,
 * which shows no fallback while hydrating). Only the browser's first hydration is sliced: a part
 * mounted later renders at once. A part inside a part (the page's grid inside its main part)
 * waits for a turn of its own after the outer one's, so every task stays one part. The server
 * renders the children alone, with no Suspense: a boundary there would let React flush the page
 * before the cards and stream them after it, each with a script to move it into place. Preact
 * matches elements, not components, so the client's extra boundary needs no marker in the
 * markup.
 */
/** set once in the browser's entry: every DeferredHydration there renders its boundary */
let slicing = false;
/** true until the first task after the page's first hydration */
let firstHydration = false;
const turns: (() => void)[] = [];
const whenDone: (() => void)[] = [];
let pumping = false;

function nextTask(run: () => void): void {
  // a message runs in the next task without setTimeout's 4 ms clamp after five nested calls
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  } else setTimeout(run, 0);
}

function pump(): void {
  // the first hydration's render has finished by the time a task runs after it
  firstHydration = false;
  const turn = turns.shift();
  if (turn) {
    turn();
    nextTask(pump);
    return;
  }
  pumping = false;
  for (const done of whenDone.splice(0)) done();
}

function waitForTurn(): Promise<void> {
  return new Promise<void>((resolve) => {
    turns.push(resolve);
    if (!pumping) {
      pumping = true;
      nextTask(pump);
    }
  });
}

/** The browser's entry turns slicing on just before it hydrates (Preact only, decision 018). */
export function sliceFirstHydration(): void {
  slicing = true;
  firstHydration = true;
}

/** Calls `done` once every deferred part of the first hydration has hydrated. */
export function afterDeferredHydration(done: () => void): void {
  if (pumping) whenDone.push(done);
  else done();
}

function Gate({ children }: { children: ReactNode }) {
  // A part waits for a turn of its own while the first hydration's parts are being hydrated:
  // those of the page, and one first met inside a part whose turn it is (a grid in the page's
  // main part). A part that has rendered never waits again (that would show the empty fallback).
  const turn = useRef<{ wait: Promise<void> | null; came: boolean }>({ wait: null, came: false });
  const state = turn.current;
  if (!state.came && (firstHydration || pumping)) {
    state.wait ??= waitForTurn().then(() => {
      state.came = true;
    });
    throw state.wait;
  }
  state.came = true;
  return children;
}

/**
 * Hydrates `children` in a task of their own after the page's first hydration. Its server markup
 * must be one element (Preact keeps the first element of a suspended part).
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  if (!slicing) return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
