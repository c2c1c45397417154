// `npm run bench -- grid`: a board of --big-board pins (10,000 by default) opened in Debian's
// Chromium as a person (desktop Chrome user agent, 1280×900), scrolled with the mouse wheel to
// its end. In the page, every animation frame records its delta from the previous one
// (requestAnimationFrame deltas: the frame time the person sees) and the number of mounted
// cards ([data-pin-id]); layout shifts are summed as CLS. Then the masonry cost figures.
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import type { RunOptions } from './args.ts';
import type { Leftover } from './children.ts';
import { runGridBench } from './grid.ts';
import { startSeeded } from './seeded.ts';
import { percentile } from './stats.ts';
import { BROWSER_USER_AGENT } from './targets.ts';

/** issue 12: at most this many cards in the DOM at any moment */
export const MAX_MOUNTED_CARDS = 300;

export interface GridRun {
  startedAt: string;
  boardPath: string;
  boardPins: number;
  reachedEnd: boolean;
  scrollSeconds: number;
  distinctCardsSeen: number;
  maxMountedCards: number;
  frames: number;
  frameP50Ms: number;
  frameP95Ms: number;
  frameP99Ms: number;
  /** layout shift before any scrolling (what Lighthouse sees), and over the whole visit */
  clsAtLoad: number;
  cls: number;
  /** the largest layout shifts and the elements that moved */
  shifts: { value: number; sources: string[] }[];
  masonry: { name: string; value: number; unit: string }[];
}

interface PageProbe {
  deltas: number[];
  maxCards: number;
  seen: string[];
  cls: number;
  shifts: { value: number; sources: string[] }[];
}

// Runs in the page before its scripts.
const PROBE = `(() => {
  const probe = { deltas: [], maxCards: 0, seen: new Set(), cls: 0, shifts: [] };
  window.__gridProbe = probe;
  const name = (n) => {
    if (!n || !n.tagName) return String(n && n.nodeName);
    const cls = typeof n.className === 'string' && n.className ? '.' + n.className.split(' ').join('.') : '';
    const pin = n.getAttribute && n.getAttribute('data-pin-id');
    return n.tagName.toLowerCase() + cls + (pin ? '[pin ' + pin + ']' : '') + (n.textContent ? ' "' + n.textContent.trim().slice(0, 30) + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      probe.cls += e.value;
      // the largest shifts and what moved, to know where to look
      probe.shifts.push({ value: e.value, sources: (e.sources || []).slice(0, 3).map((s) =>
        name(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)) });
      probe.shifts.sort((a, b) => b.value - a.value);
      probe.shifts.length = Math.min(probe.shifts.length, 5);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  let last = 0;
  const tick = (t) => {
    if (last) probe.deltas.push(t - last);
    last = t;
    const cards = document.querySelectorAll('[data-pin-id]');
    if (cards.length > probe.maxCards) probe.maxCards = cards.length;
    for (const c of cards) probe.seen.add(c.getAttribute('data-pin-id'));
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

export async function runGrid(opts: RunOptions, track: (item: Leftover) => void): Promise<GridRun> {
  const startedAt = new Date().toISOString();
  const tessera = await startSeeded('pglite', {
    ...opts,
    postgresUrl: null,
    bigBoard: opts.bigBoard,
    track,
  });
  const boardPath = tessera.info.bigBoardPath;
  if (!boardPath) throw new Error('serve.ts made no big board');
  // frame times are the desktop browser's, as people's are (decision 073)
  const browser = await launchBrowser({
    userAgent: BROWSER_USER_AGENT,
    width: 1280,
    height: 900,
    browser: 'full',
  });
  const limitSeconds = opts.quick ? 300 : 1200;
  try {
    const page = await browser.context.newPage();
    await page.addInitScript(PROBE);
    await page.goto(`http://127.0.0.1:${tessera.port}${boardPath}`, { waitUntil: 'load' });
    await page.mouse.move(640, 450);
    await page.waitForTimeout(1000);
    const clsAtLoad = await page.evaluate(
      () => (window as unknown as { __gridProbe: { cls: number } }).__gridProbe.cls,
    );
    const t0 = Date.now();
    let reachedEnd = false;
    let lastHeight = 0;
    let stillSince = Date.now();
    console.log(`grid: scrolling ${boardPath} (${opts.bigBoard} pins, at most ${limitSeconds} s)…`);
    while ((Date.now() - t0) / 1000 < limitSeconds) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(40);
      const { y, h, vh, loading, failed } = await page.evaluate(() => ({
        y: window.scrollY,
        h: document.documentElement.scrollHeight,
        vh: window.innerHeight,
        // PinGrid's status line while a page of pins is on its way, or when one failed
        loading: document.body.textContent?.includes('Loading more pins') ?? false,
        failed: document.body.textContent?.includes('Could not load more pins') ?? false,
      }));
      if (failed) throw new Error('the board failed to load a page of pins');
      if (h !== lastHeight || loading) {
        lastHeight = h;
        stillSince = Date.now();
      }
      // at the bottom, nothing loading, and no page of pins arrived for 3 s: the end of the board
      if (y + vh >= h - 2 && Date.now() - stillSince > 3000) {
        reachedEnd = true;
        break;
      }
    }
    const scrollSeconds = (Date.now() - t0) / 1000;
    const probe = (await page.evaluate(() => {
      const p = (window as unknown as { __gridProbe: PageProbe & { seen: Set<string> } })
        .__gridProbe;
      return {
        deltas: p.deltas,
        maxCards: p.maxCards,
        seen: [...p.seen],
        cls: p.cls,
        shifts: p.shifts,
      };
    })) as PageProbe;
    const run: GridRun = {
      startedAt,
      boardPath,
      boardPins: opts.bigBoard,
      reachedEnd,
      scrollSeconds,
      distinctCardsSeen: probe.seen.length,
      maxMountedCards: probe.maxCards,
      frames: probe.deltas.length,
      frameP50Ms: percentile(probe.deltas, 50),
      frameP95Ms: percentile(probe.deltas, 95),
      frameP99Ms: percentile(probe.deltas, 99),
      clsAtLoad,
      cls: probe.cls,
      shifts: probe.shifts,
      masonry: runGridBench(opts.bigBoard),
    };
    printGrid(run);
    return run;
  } finally {
    await browser.close();
    await tessera.stop();
  }
}

function printGrid(r: GridRun): void {
  const ok = (pass: boolean) => (pass ? '' : ' ✗');
  console.log(`\ngrid: board of ${r.boardPins} pins, ${r.boardPath}`);
  console.log(
    `  scrolled ${r.scrollSeconds.toFixed(0)} s, ${r.reachedEnd ? 'to the end' : 'stopped by the time limit before the end'}; ` +
      `${r.distinctCardsSeen} distinct cards shown`,
  );
  console.log(
    `  cards mounted at most: ${r.maxMountedCards} (target ≤ ${MAX_MOUNTED_CARDS})${ok(r.maxMountedCards <= MAX_MOUNTED_CARDS)}`,
  );
  console.log(
    `  frame time while scrolling (requestAnimationFrame deltas, ${r.frames} frames): ` +
      `p50 ${r.frameP50Ms.toFixed(1)} ms, p95 ${r.frameP95Ms.toFixed(1)} ms, p99 ${r.frameP99Ms.toFixed(1)} ms`,
  );
  console.log(
    `  CLS at load ${r.clsAtLoad.toFixed(3)} (target 0)${ok(r.clsAtLoad === 0)}, ` +
      `over the whole scroll ${r.cls.toFixed(3)} (layout-shift entries without recent input)`,
  );
  for (const sh of r.shifts)
    console.log(`    shift ${sh.value.toFixed(3)}: ${sh.sources.join('; ') || '(no source)'}`);
  for (const m of r.masonry) console.log(`  ${m.name}: ${m.value.toFixed(2)} ${m.unit}`);
}
