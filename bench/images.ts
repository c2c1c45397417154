import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localBlobStore } from '../src/server/images/blob-store.ts';
import { DEMO_MOTIFS, generateDemoImage } from '../src/server/images/demo-image.ts';
import { ingestImage, renderAllVariants } from '../src/server/images/pipeline.ts';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

const IMAGE_COUNT = 50;
const LARGE_COUNT = 5;
/** Heights vary like a real grid; 736 is the widest derived size. */
const HEIGHTS = [736, 920, 1100, 1308, 552];

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function rate(name: string, count: number, elapsedMs: number): BenchResult[] {
  return [
    { name: `${name} ms/image`, value: round(elapsedMs / count), unit: 'ms' },
    { name: `${name} images/s`, value: round((count * 1000) / elapsedMs), unit: 'images/s' },
  ];
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/**
 * Times the image pipeline on demo pictures, one image after another so the figures are
 * per-image latencies: generating a 736-wide demo JPEG, ingesting it (validate, orient,
 * re-encode, hash, store) and rendering all 18 variants. Then the same for a few 12 MP
 * pictures, the size a phone camera uploads.
 */
export async function runImageBench(): Promise<BenchResult[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-images-'));
  const store = localBlobStore(dir);
  try {
    // warm-up: loads libvips and librsvg outside the timings
    await ingestImage(store, await generateDemoImage(999_999, { width: 200, height: 300 }));

    const generated = await timed(async () => {
      const images: Buffer[] = [];
      for (let i = 0; i < IMAGE_COUNT; i++) {
        const motif = DEMO_MOTIFS[i % DEMO_MOTIFS.length];
        const height = HEIGHTS[i % HEIGHTS.length] ?? 1100;
        images.push(await generateDemoImage(i, { width: 736, height, motif }));
      }
      return images;
    });

    const ingested = await timed(async () => {
      const signatures: string[] = [];
      for (const image of generated.result) {
        signatures.push((await ingestImage(store, image)).signature);
      }
      return signatures;
    });

    const rendered = await timed(async () => {
      let variants = 0;
      for (const signature of ingested.result) {
        variants += await renderAllVariants(store, signature);
      }
      return variants;
    });

    const large: Buffer[] = [];
    for (let i = 0; i < LARGE_COUNT; i++) {
      large.push(await generateDemoImage(10_000 + i, { width: 3024, height: 4032 }));
    }
    const ingestedLarge = await timed(async () => {
      const signatures: string[] = [];
      for (const image of large) signatures.push((await ingestImage(store, image)).signature);
      return signatures;
    });
    const renderedLarge = await timed(async () => {
      for (const signature of ingestedLarge.result) await renderAllVariants(store, signature);
    });

    return [
      ...rate('generateDemoImage 736w', IMAGE_COUNT, generated.ms),
      ...rate('ingestImage 736w', IMAGE_COUNT, ingested.ms),
      ...rate('renderAllVariants 736w', IMAGE_COUNT, rendered.ms),
      {
        name: 'renderAllVariants ms/variant',
        value: round(rendered.ms / rendered.result),
        unit: 'ms',
      },
      ...rate('ingestImage 12MP', LARGE_COUNT, ingestedLarge.ms),
      ...rate('renderAllVariants 12MP', LARGE_COUNT, renderedLarge.ms),
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await runImageBench();
  const width = Math.max(...results.map((r) => r.name.length));
  for (const r of results) console.log(`${r.name.padEnd(width)}  ${r.value} ${r.unit}`);
}
