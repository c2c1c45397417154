import { and, eq, isNull, sql } from 'drizzle-orm';
import { articleSlug, type TodayKind } from '#domain/discovery/today';
import type { Db } from '../db/client.ts';
import {
  boards,
  interests,
  pins,
  todayArticlePins,
  todayArticles,
  users,
} from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Candidate {
  id: number;
  interestId: number | null;
  saveCount: number;
  product: boolean;
}

interface DemoArticle {
  kind: TodayKind;
  title: string;
  subtitle: string;
  body: string;
  pins: number[];
}

function top(list: Candidate[], n: number, by: (c: Candidate) => number): number[] {
  return [...list]
    .sort((a, b) => by(b) - by(a) || a.id - b.id)
    .slice(0, n)
    .map((c) => c.id);
}

/**
 * Issue 16: a fresh `npm start` shows a real /today/: five published articles of different
 * kinds, composed by the demo employee from the demo's public, original, organic pins.
 * Deterministic: the same catalogue gives the same articles.
 */
export async function seedDemoToday(tx: Tx, now: number): Promise<number> {
  const rows = await tx
    .select({
      id: pins.id,
      interestId: pins.interestId,
      saveCount: pins.saveCount,
      product: sql<boolean>`coalesce(${pins.richMetadata}->>'typeName' = 'product', false)`,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        isNull(pins.deletedAt),
        isNull(pins.originPinId),
        isNull(pins.promotion),
        isNull(pins.sponsorship),
        eq(boards.privacy, 'public'),
        isNull(boards.deletedAt),
      ),
    );
  const candidates: Candidate[] = rows.map((r) => ({ ...r, product: Boolean(r.product) }));
  if (candidates.length < 8) return 0;
  const [employee] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'employee'))
    .limit(1);
  const names = new Map(
    (await tx.select({ id: interests.id, name: interests.name }).from(interests)).map((i) => [
      i.id,
      i.name,
    ]),
  );
  const byInterest = new Map<number, Candidate[]>();
  for (const c of candidates) {
    if (c.interestId === null || c.product) continue;
    byInterest.set(c.interestId, [...(byInterest.get(c.interestId) ?? []), c]);
  }
  const richest = [...byInterest.entries()].sort(
    (a, b) => b[1].length - a[1].length || a[0] - b[0],
  );
  const [first, second, third] = richest;
  const articles: DemoArticle[] = [];
  if (first) {
    const name = names.get(first[0]) ?? 'ideas';
    articles.push({
      kind: 'best',
      title: `The best of ${name}`,
      subtitle: `The ${name.toLowerCase()} pins people saved most, in one place.`,
      body: `Every week the Tessera team looks through what people save. These are the ${name.toLowerCase()} ideas that came back again and again.\n\nOpen a pin to see where it comes from, or save it to a board of your own.`,
      pins: top(first[1], 10, (c) => c.saveCount),
    });
  }
  if (second) {
    const name = names.get(second[0]) ?? 'ideas';
    articles.push({
      kind: 'trending',
      title: `Trending now: ${name}`,
      subtitle: `What is catching on in ${name.toLowerCase()} this week.`,
      body: `New pins rise fast when people save them to their boards. Here is what is moving in ${name.toLowerCase()} right now.`,
      pins: top(second[1], 8, (c) => c.id),
    });
  }
  if (third) {
    const name = names.get(third[0]) ?? 'ideas';
    articles.push({
      kind: 'article',
      title: `A slow weekend with ${name.toLowerCase()}`,
      subtitle: 'A few unhurried ideas for the days off.',
      body: `No plan, no rush. We picked a handful of ${name.toLowerCase()} pins to start from: try one, keep the rest for later.\n\nEach of them links back to the person who pinned it.`,
      pins: top(third[1], 7, (c) => (c.id * 7919) % 1009),
    });
  }
  articles.push({
    kind: 'popular',
    title: 'Most saved on Tessera',
    subtitle: 'The pins everyone keeps coming back to.',
    body: 'From every corner of Tessera: the ideas with the most saves.',
    pins: top(
      candidates.filter((c) => !c.product),
      12,
      (c) => c.saveCount,
    ),
  });
  const products = candidates.filter((c) => c.product);
  if (products.length >= 4) {
    articles.push({
      kind: 'shop',
      title: 'Shop the week’s finds',
      subtitle: 'Things to buy that people saved this week.',
      body: 'Products pinned from shops people love. Prices and availability come from each shop.',
      pins: top(products, 8, (c) => c.saveCount),
    });
  }

  for (const [i, a] of articles.entries()) {
    const at = new Date(now - (i * 5 + 1) * 3_600_000);
    const [row] = await tx
      .insert(todayArticles)
      .values({
        slug: articleSlug(a.title),
        kind: a.kind,
        title: a.title,
        subtitle: a.subtitle,
        body: a.body,
        coverPinId: a.pins[0] ?? null,
        authorId: employee?.id ?? null,
        status: 'published',
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: todayArticles.id });
    if (!row) continue;
    await tx
      .insert(todayArticlePins)
      .values(a.pins.map((pinId, position) => ({ articleId: row.id, pinId, position })));
  }
  return articles.length;
}
