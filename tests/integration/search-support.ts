import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '#server/context';
import { images, interests, pins } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { backfillColorFamilies } from '#server/services/search/index';
import type { TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin } from '../support/factory.ts';
import { type Client, signedUp } from './auth-support.ts';

/** The search suites' world: two people, public and secret boards, pins of every kind. */
export interface SearchWorld {
  alice: { client: Client; id: number; username: string };
  bob: { client: Client; id: number; username: string };
  pin: Record<
    | 'cakeTitle'
    | 'sauceDescription'
    | 'tartRecipes'
    | 'secret'
    | 'product'
    | 'video'
    | 'cosmos'
    | 'aliceRepin',
    string
  >;
  board: { dinner: string; secret: string; bobChocolate: string };
  paging: string[];
}

async function imageOf(ctx: Ctx, seed: number, color: string): Promise<string> {
  const img = await makeImage(ctx, seed, 200, 300);
  await ctx.db
    .update(images)
    .set({ dominantColor: color, colorFamily: null })
    .where(eq(images.signature, img.signature));
  return img.signature;
}

export async function buildSearchWorld(t: TestApp): Promise<SearchWorld> {
  const ctx = t.tessera.systemCtx();
  const a = await signedUp(t);
  const b = await signedUp(t);
  const red = await imageOf(ctx, 101, '#e60023');
  const blue = await imageOf(ctx, 102, '#1e90ff');
  const green = await imageOf(ctx, 103, '#228b22');
  const dinner = await makeBoard(ctx, a.id, { name: 'Dinner ideas', privacy: 'public' });
  const secret = await makeBoard(ctx, a.id, {
    name: 'Secret chocolate plans',
    privacy: 'secret',
  });
  const bobChocolate = await makeBoard(ctx, b.id, {
    name: 'Chocolate lovers',
    privacy: 'public',
  });
  const at = (days: number) =>
    sql`${new Date(Date.UTC(2026, 5, 1) - days * 86_400_000).toISOString()}::timestamptz`;
  const pin = async (
    owner: number,
    board: number,
    over: Partial<typeof pins.$inferInsert>,
    age = 10,
  ) => {
    const p = await makePin(ctx, owner, board, { imageSignature: blue, ...over });
    await ctx.db
      .update(pins)
      .set({ createdAt: at(age) })
      .where(eq(pins.id, p.id));
    return String(p.id);
  };
  // the description-only match is newer and more saved: the title match must still win
  const cakeTitle = await pin(
    a.id,
    dinner.id,
    {
      title: 'Chocolate cake recipe',
      imageSignature: red,
    },
    300,
  );
  const sauceDescription = await pin(
    a.id,
    dinner.id,
    {
      title: 'Weeknight dinner',
      description: 'with a quick chocolate sauce',
      saveCount: 50,
    },
    1,
  );
  const tartRecipes = await pin(a.id, dinner.id, {
    title: 'Lemon tart recipes',
    kind: 'recipe',
    imageSignature: green,
  });
  const secretPin = await pin(a.id, secret.id, { title: 'Chocolate secret surprise' });
  const product = await pin(b.id, bobChocolate.id, {
    title: 'Chocolate bar in the shop',
    kind: 'product',
  });
  const video = await pin(b.id, bobChocolate.id, {
    title: 'Chocolate tempering video',
    kind: 'video',
  });
  const cosmos = await pin(b.id, bobChocolate.id, { title: 'Chocolate cosmos flower' });
  const aliceRepin = await pin(a.id, dinner.id, {
    title: 'Chocolate cosmos flower',
    originPinId: Number(cosmos),
  });
  const paging: string[] = [];
  for (let i = 0; i < 23; i++) {
    paging.push(await pin(b.id, bobChocolate.id, { title: `Zucchini bread number ${i}` }, i % 5));
  }
  await ctx.db
    .insert(interests)
    .values({ name: 'Chocolate desserts', urlName: 'chocolate-desserts' });
  await backfillColorFamilies(ctx);
  bumpDataVersion();
  return {
    alice: { client: a.client, id: a.id, username: a.username },
    bob: { client: b.client, id: b.id, username: b.username },
    pin: {
      cakeTitle,
      sauceDescription,
      tartRecipes,
      secret: secretPin,
      product,
      video,
      cosmos,
      aliceRepin,
    },
    board: {
      dinner: String(dinner.id),
      secret: String(secret.id),
      bobChocolate: String(bobChocolate.id),
    },
    paging,
  };
}
