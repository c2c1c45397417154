import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_MOTIFS, demoImageSvg, demoPalette, generateDemoImage } from './demo-image.ts';

describe('demoPalette', () => {
  it('gives five #rrggbb colours, the same for the same seed', () => {
    const palette = demoPalette(42);
    expect(palette).toHaveLength(5);
    for (const colour of palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(demoPalette(42)).toEqual(palette);
    expect(demoPalette(43)).not.toEqual(palette);
  });

  it('orders colours from light to dark so motifs can layer them', () => {
    for (let seed = 0; seed < 50; seed++) {
      const [first, , , , last] = demoPalette(seed).map((hex) => {
        const v = Number.parseInt(hex.slice(1), 16);
        return 0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255);
      });
      expect(first ?? 0).toBeGreaterThan(last ?? 0);
    }
  });
});

describe('generateDemoImage', () => {
  it.each(DEMO_MOTIFS)('renders a %s JPEG of the requested size', async (motif) => {
    const image = await generateDemoImage(7, { width: 736, height: 1100, motif });
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 736, height: 1100 });
    // a real picture, not a flat fill
    const { channels } = await sharp(image).stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(5);
  });

  it('gives identical bytes for the same seed and options', async () => {
    const opts = { width: 474, height: 700 };
    const a = await generateDemoImage(123, opts);
    const b = await generateDemoImage(123, opts);
    expect(a.equals(b)).toBe(true);
    expect((await generateDemoImage(124, opts)).equals(a)).toBe(false);
  });

  it('uses the palette it is given and draws no text', () => {
    const svg = demoImageSvg(5, {
      width: 300,
      height: 400,
      motif: 'pattern',
      palette: ['#fafafa', '#112233', '#445566', '#778899', '#aabbcc'],
    });
    expect(svg).toContain('#112233');
    expect(svg).not.toMatch(/<text|<image|href=/);
  });

  it('renders a 736x1100 image in well under 100 ms on average', async () => {
    await generateDemoImage(0, { width: 736, height: 1100 });
    const started = performance.now();
    for (let seed = 1; seed <= 10; seed++)
      await generateDemoImage(seed, { width: 736, height: 1100 });
    // the target is 30 ms; the bound is loose so a busy CI machine does not flake
    expect((performance.now() - started) / 10).toBeLessThan(100);
  });
});
