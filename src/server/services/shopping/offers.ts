import { and, eq, isNull, sql } from 'drizzle-orm';
import { deriveOffer } from '#domain/shopping/shopping';
import { pins, productOffers } from '../../db/schema/index.ts';
import type { Tx } from '../accounts/sessions.ts';
import { productPinCondition } from '../pins/related-products.ts';

/**
 * product_offers (decision 029): one row per live original product pin, derived from its rich
 * metadata by the pure rule deriveOffer, so the shopping pages filter and sort with indexes.
 * Repins are not offers of their own (they would list the same product again).
 */
const offerSource = {
  id: pins.id,
  interestId: pins.interestId,
  richMetadata: pins.richMetadata,
  shopping: pins.shopping,
  originPinId: pins.originPinId,
  deletedAt: pins.deletedAt,
  isProduct: sql<boolean>`${productPinCondition()}`,
};

type OfferSource = {
  id: number;
  interestId: number | null;
  richMetadata: Parameters<typeof deriveOffer>[0];
  shopping: Parameters<typeof deriveOffer>[1];
};

function offerRow(p: OfferSource) {
  const offer = deriveOffer(p.richMetadata, p.shopping);
  return offer ? { pinId: p.id, interestId: p.interestId, ...offer } : null;
}

/**
 * Brings a pin's offer row in step with the pin inside the caller's transaction: written when
 * the pin is a live original product pin with products, removed otherwise (deleted, a repin,
 * no longer a product).
 */
export async function syncProductOffer(tx: Tx, pinId: number): Promise<void> {
  const [p] = await tx.select(offerSource).from(pins).where(eq(pins.id, pinId)).limit(1);
  const row =
    p && p.deletedAt === null && p.originPinId === null && p.isProduct ? offerRow(p) : null;
  if (!row) {
    await tx.delete(productOffers).where(eq(productOffers.pinId, pinId));
    return;
  }
  const { pinId: _id, ...fields } = row;
  await tx
    .insert(productOffers)
    .values(row)
    .onConflictDoUpdate({ target: productOffers.pinId, set: fields });
}

const BATCH = 500;

/**
 * Start-up and after the demo seed: an offer row for every live original product pin that has
 * none (pins written before product_offers existed, or by an import), and none for pins deleted
 * since. Idempotent; a second run writes nothing.
 */
export async function backfillProductOffers(tx: Tx): Promise<number> {
  await tx
    .delete(productOffers)
    .where(
      sql`${productOffers.pinId} in (select id from ${pins} where ${pins.deletedAt} is not null)`,
    );
  const missing = await tx
    .select(offerSource)
    .from(pins)
    .where(
      and(
        isNull(pins.deletedAt),
        isNull(pins.originPinId),
        productPinCondition(),
        sql`not exists (select 1 from ${productOffers} o where o.pin_id = ${pins.id})`,
      ),
    );
  const rows = missing.flatMap((p) => {
    const r = offerRow(p);
    return r ? [r] : [];
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(productOffers)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  return rows.length;
}
