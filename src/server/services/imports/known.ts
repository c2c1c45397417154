import { and, eq, isNull } from 'drizzle-orm';
import { IMPORT_DUPLICATE_DISTANCE } from '#domain/imports/import-item';
import type { Ctx } from '../../context.ts';
import { images, pins } from '../../db/schema/index.ts';
import { linksOfPins } from './imports.ts';

/** A difference hash as two 32-bit halves, for counting differing bits without BigInt. */
function hashHalves(hex: string): [number, number] {
  return [Number.parseInt(hex.slice(0, 8), 16), Number.parseInt(hex.slice(8, 16), 16)];
}

function bits(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** What the person has already, to find duplicates: links and picture hashes of their pins. */
export class Known {
  /** the hashes' two halves, side by side, in a buffer that doubles as it fills */
  private hashes = new Uint32Array(2048);
  private count = 0;
  /** links added since `mark`, to take back */
  private added: string[] = [];
  constructor(private readonly links: Set<string>) {}

  static async of(ctx: Ctx, userId: number): Promise<Known> {
    const known = new Known(await linksOfPins(ctx, userId));
    const rows = await ctx.db
      .select({ phash: images.phash })
      .from(pins)
      .innerJoin(images, eq(images.signature, pins.imageSignature))
      .where(and(eq(pins.pinnerId, userId), isNull(pins.deletedAt)));
    for (const r of rows) if (r.phash) known.addHash(r.phash);
    return known;
  }

  hasLink(link: string | null): boolean {
    return link !== null && this.links.has(link);
  }

  hasPicture(phash: string): boolean {
    const [a, b] = hashHalves(phash);
    const h = this.hashes;
    for (let i = 0; i < this.count * 2; i += 2) {
      if (bits(a ^ (h[i] as number)) + bits(b ^ (h[i + 1] as number)) <= IMPORT_DUPLICATE_DISTANCE)
        return true;
    }
    return false;
  }

  add(link: string | null, phash: string): void {
    if (link && !this.links.has(link)) {
      this.links.add(link);
      this.added.push(link);
    }
    this.addHash(phash);
  }

  /** Where the known things stand, to take back what is added after it (`undo`). */
  mark(): { count: number; added: number } {
    return { count: this.count, added: this.added.length };
  }

  undo(at: { count: number; added: number }): void {
    for (const link of this.added.splice(at.added)) this.links.delete(link);
    this.count = at.count;
  }

  private addHash(phash: string): void {
    if (this.count * 2 === this.hashes.length) {
      const grown = new Uint32Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    const [a, b] = hashHalves(phash);
    this.hashes[this.count * 2] = a;
    this.hashes[this.count * 2 + 1] = b;
    this.count += 1;
  }
}
