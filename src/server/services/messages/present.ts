import { and, inArray, isNull } from 'drizzle-orm';
import type { MessageModel, MessagePin } from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { type messages, pins, users } from '../../db/schema/index.ts';
import { publicUserColumns } from '../accounts/user-columns.ts';
import { uniq } from '../feeds/base.ts';
import { hydratePins } from '../feeds/hydrate.ts';
import { presentUser } from '../feeds/present.ts';

export type MessageRow = typeof messages.$inferSelect;

/** The people behind these ids that still exist, presented. */
export async function usersById(ctx: Ctx, ids: readonly number[]): Promise<Map<number, UserModel>> {
  const wanted = uniq(ids);
  if (!wanted.length) return new Map();
  const rows = await ctx.db
    .select(publicUserColumns)
    .from(users)
    .where(and(inArray(users.id, wanted), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.id, presentUser(r)]));
}

/**
 * The pins of these messages as the reader may see them now: a pin deleted or moved to a secret
 * board since it was sent is left out (the message says it is unavailable).
 */
async function visiblePins(ctx: Ctx, ids: readonly number[]): Promise<Map<number, MessagePin>> {
  const wanted = uniq(ids);
  if (!wanted.length) return new Map();
  const rows = await ctx.db
    .select()
    .from(pins)
    .where(and(inArray(pins.id, wanted), isNull(pins.deletedAt)));
  const models = await hydratePins(ctx, rows);
  return new Map(
    models.map((p) => {
      const img = p.images['236x'] ?? p.images['170x'] ?? null;
      const pin: MessagePin = {
        id: p.id,
        title: p.gridTitle || p.title,
        image: img ? { url: img.url, width: img.width, height: img.height } : null,
        dominantColor: p.dominantColor,
      };
      return [Number(p.id), pin];
    }),
  );
}

/** Messages shaped for the reader of `ctx`, in the order given. */
export async function presentMessages(
  ctx: Ctx,
  rows: readonly MessageRow[],
  people?: Map<number, UserModel>,
): Promise<MessageModel[]> {
  const senders =
    people ??
    (await usersById(
      ctx,
      rows.flatMap((r) => (r.senderId ? [r.senderId] : [])),
    ));
  const pinMap = await visiblePins(
    ctx,
    rows.flatMap((r) => (r.pinId ? [r.pinId] : [])),
  );
  return rows.map((r) => {
    const pin = r.pinId ? (pinMap.get(r.pinId) ?? null) : null;
    return {
      id: String(r.id),
      conversationId: String(r.conversationId),
      sender: r.senderId ? (senders.get(r.senderId) ?? null) : null,
      text: r.text,
      pin,
      pinUnavailable: r.pinId !== null && pin === null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
