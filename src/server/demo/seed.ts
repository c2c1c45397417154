import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { pinTagText } from '#domain/pins/closeup-tags';
import type { CarouselSlot, CollectionItem, StoryPinData } from '#domain/pins/content';
import { domainOf } from '#domain/sharing/links';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  boardCollaborators,
  boardSections,
  boards,
  domainSafety,
  images,
  interests,
  pins,
  userFollows,
  users,
} from '../db/schema/index.ts';
import { generateDemoImage } from '../images/demo-image.ts';
import { ingestImage, type StoredImage } from '../images/pipeline.ts';
import { SYSTEM_AUTHOR } from '../services/experiences/authoring.ts';
import { importExperiences } from '../services/experiences/import.ts';
import { findAlikes } from '../services/feeds/alikes.ts';
import { bumpDataVersion } from '../services/platform/data-version.ts';
import { backfillProductOffers } from '../services/shopping/offers.ts';
import { buildDemoCatalogue, prng } from './catalogue.ts';
import { DEMO_EXPERIENCES } from './experiences.ts';
import { insertDemoInterests, pinInterestOf } from './interests.ts';
import { demoEmbed, demoMediaStill, demoVideoData } from './media.ts';
import { DEMO_LISTED_DOMAINS } from './safety.ts';
import { seedDemoStats } from './stats.ts';
import { seedDemoToday } from './today.ts';
import type { DemoCatalogueOptions, DemoImage } from './types.ts';

/** public/ of the checkout: the demo clips' posters and stills become the media pins' images. */
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');

export interface SeedOptions extends DemoCatalogueOptions {
  log?: (message: string) => void;
  /** parallel image renders; sharp runs them on libuv's pool */
  concurrency?: number;
}

export interface SeedResult {
  users: number;
  boards: number;
  pins: number;
  images: number;
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const i = next++;
      try {
        out[i] = await fn(items[i] as T);
      } catch (e) {
        // the others stop taking work: the seed has already failed
        failed = true;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function imageKey(img: DemoImage): string {
  return `${img.seed}:${img.width}x${img.height}:${img.motif}:${img.palette.join(',')}`;
}

/** Deletes every row (not the image files: they are addressed by content and reused). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate table ${pins}, ${boardCollaborators}, ${boardSections}, ${boards}, ${userFollows}, ${domainSafety}, ${users}, ${interests}, ${images} restart identity cascade`,
    );
  });
  bumpDataVersion();
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Creates the demo content: images first (files, idempotent), then every row in one
 * transaction, so an interrupted seed leaves the database as it was.
 */
export async function seedDemo(ctx: Ctx, opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const cat = buildDemoCatalogue(opts);

  const wanted = new Map<string, DemoImage>();
  const avatarImage = (u: (typeof cat.users)[number]): DemoImage => ({
    seed: u.avatarSeed,
    width: 240,
    height: 240,
    motif: 'abstract',
    palette: u.avatarPalette,
  });
  for (const u of cat.users) wanted.set(imageKey(avatarImage(u)), avatarImage(u));
  for (const p of cat.pins) {
    for (const img of [
      ...(p.media ? [] : [p.image]),
      ...(p.carouselImages ?? []),
      ...(p.storyPages ?? []).map((s) => s.image),
      ...(p.collectionImages ?? []),
    ]) {
      wanted.set(imageKey(img), img);
    }
  }
  log(`seed: rendering ${wanted.size} demo images…`);
  const entries = [...wanted.entries()];
  const stored = new Map<string, StoredImage>();
  let done = 0;
  await mapLimit(entries, opts.concurrency ?? 4, async ([key, img]) => {
    const buf = await generateDemoImage(img.seed, {
      width: img.width,
      height: img.height,
      motif: img.motif,
      palette: img.palette,
    });
    stored.set(key, await ingestImage(ctx.blobs, buf));
    done++;
    if (done % 200 === 0) log(`seed: ${done}/${entries.length} images`);
  });
  // video and gif pins show their clip's poster or the animation's still
  const stills = new Map<string, StoredImage>();
  for (const p of cat.pins) {
    if (!p.media) continue;
    const file = demoMediaStill(p.media);
    if (!stills.has(file)) {
      stills.set(file, await ingestImage(ctx.blobs, await readFile(path.join(PUBLIC_DIR, file))));
    }
  }
  for (const [file, s] of stills) stored.set(`file:${file}`, s);
  const sig = (img: DemoImage) => (stored.get(imageKey(img)) as StoredImage).signature;
  const pinImageSig = (p: (typeof cat.pins)[number]) =>
    p.media
      ? (stored.get(`file:${demoMediaStill(p.media)}`) as StoredImage).signature
      : sig(p.image);
  log(`seed: images ready in ${((Date.now() - started) / 1000).toFixed(1)} s; writing rows…`);

  const now = ctx.now().getTime();
  await ctx.db.transaction(async (tx) => {
    const imageRows = [...new Map([...stored.values()].map((s) => [s.signature, s])).values()];
    for (let i = 0; i < imageRows.length; i += 200) {
      await tx
        .insert(images)
        .values(
          imageRows.slice(i, i + 200).map((s) => ({
            signature: s.signature,
            width: s.width,
            height: s.height,
            dominantColor: s.dominantColor,
            format: s.format,
            bytes: s.bytes,
            phash: s.phash,
          })),
        )
        .onConflictDoNothing();
    }

    const interestIds = await insertDemoInterests(tx, cat.interests);

    const userIds = new Map<string, number>();
    for (const [i, u] of cat.users.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          firstName: u.firstName,
          lastName: u.lastName,
          about: u.about,
          websiteUrl: u.websiteUrl,
          avatarSignature: sig(avatarImage(u)),
          role: u.role,
          isVerifiedMerchant: u.isVerifiedMerchant,
          isVerifiedIdentity: u.isVerifiedIdentity,
          isPrimaryWebsiteVerified: u.isVerifiedMerchant || u.isVerifiedIdentity,
          country: u.country,
          createdAt: new Date(now - (400 + i * 7) * 86_400_000),
        })
        .returning({ id: users.id });
      userIds.set(u.key, (row as { id: number }).id);
    }
    const uid = (key: string) => userIds.get(key) as number;

    const boardIds = new Map<string, number>();
    const sectionIds = new Map<string, number>();
    const boardsPerOwner = new Map<string, number>();
    for (const b of cat.boards) {
      const order = boardsPerOwner.get(b.ownerKey) ?? 0;
      boardsPerOwner.set(b.ownerKey, order + 1);
      const [row] = await tx
        .insert(boards)
        .values({
          ownerId: uid(b.ownerKey),
          name: b.name,
          slug: b.slug,
          description: b.description,
          privacy: b.privacy,
          isCollaborative: b.isCollaborative,
          sortOrder: order,
          createdAt: new Date(now - 380 * 86_400_000),
        })
        .returning({ id: boards.id });
      const boardId = (row as { id: number }).id;
      boardIds.set(b.key, boardId);
      for (const [si, s] of b.sections.entries()) {
        const [sec] = await tx
          .insert(boardSections)
          .values({ boardId, title: s.title, slug: s.slug, sortOrder: si })
          .returning({ id: boardSections.id });
        sectionIds.set(`${b.key}/${s.slug}`, (sec as { id: number }).id);
      }
      for (const ck of b.collaboratorKeys) {
        await tx.insert(boardCollaborators).values({
          boardId,
          userId: uid(ck),
          invitedById: uid(b.ownerKey),
          status: 'accepted',
          permissions: ['save', 'edit', 'invite'],
        });
      }
    }
    const boardInterest = new Map(cat.boards.map((b) => [b.key, pinInterestOf(b)]));

    const pinIds = new Map<string, number>();
    const pinners = new Map<string, string>();
    for (const p of cat.pins) {
      const origin = p.repinOfKey ? pinIds.get(p.repinOfKey) : undefined;
      const carousel: CarouselSlot[] | null = p.carouselImages
        ? p.carouselImages.map((c, i) => ({
            slotId: `${p.key}-s${i}`,
            imageSignature: sig(c),
            ...(c.title ? { title: c.title } : {}),
            ...(c.details ? { details: c.details } : {}),
            ...(c.link ? { link: c.link } : {}),
          }))
        : null;
      const story: StoryPinData | null = p.storyPages
        ? {
            pages: p.storyPages.map((pg) => ({
              blocks: [
                { type: 'image' as const, imageSignature: sig(pg.image) },
                ...(pg.text ? [{ type: 'text' as const, text: pg.text }] : []),
              ],
            })),
            totalVideoDuration: 0,
            metadata: { pinTitle: p.title },
          }
        : null;
      const collection: CollectionItem[] | null = p.collectionImages
        ? p.collectionImages.map((c) => ({
            imageSignature: sig(c),
            ...(c.title ? { title: c.title } : {}),
            ...(c.link ? { link: c.link } : {}),
          }))
        : null;
      let promotion = null;
      if (p.promotion) {
        const { promoterKey, ...rest } = p.promotion;
        promotion = { ...rest, ...(promoterKey ? { promoterUserId: uid(promoterKey) } : {}) };
      }
      let sponsorship = null;
      if (p.sponsorship) {
        const { sponsorKey, ...rest } = p.sponsorship;
        sponsorship = { ...rest, ...(sponsorKey ? { sponsorUserId: uid(sponsorKey) } : {}) };
      }
      const interest = boardInterest.get(p.boardKey);
      const [row] = await tx
        .insert(pins)
        .values({
          pinnerId: uid(p.pinnerKey),
          boardId: boardIds.get(p.boardKey) as number,
          sectionId: p.sectionSlug
            ? (sectionIds.get(`${p.boardKey}/${p.sectionSlug}`) ?? null)
            : null,
          originPinId: origin ?? null,
          viaPinnerId: p.repinOfKey ? uid(pinners.get(p.repinOfKey) as string) : null,
          kind: p.kind,
          title: p.title,
          description: p.description,
          altText: p.altText,
          link: p.link,
          domain: p.link ? domainOf(p.link) : null,
          imageSignature: pinImageSig(p),
          richMetadata: p.richMetadata,
          tags: pinTagText(p.richMetadata),
          video: p.media?.type === 'video' ? demoVideoData(p.media.clip) : null,
          embed: p.media?.type === 'gif' ? demoEmbed(p.media.anim) : null,
          carousel,
          story,
          collection,
          promotion,
          sponsorship,
          shopping: p.shopping,
          reactionCounts: p.reactionCounts,
          interestId: interest ? (interestIds.get(interest) ?? null) : null,
          favoriteCount: p.favoriteCount,
          saveCount: p.saveCount,
          createdAt: new Date(now - p.createdDaysAgo * 86_400_000),
        })
        .returning({ id: pins.id });
      pinIds.set(p.key, (row as { id: number }).id);
      pinners.set(p.key, p.pinnerKey);
    }

    // Denormalised counts, computed from what was just written.
    await tx.execute(sql`
      update ${boards} b set
        pin_count = c.n, last_pinned_at = c.last
      from (select board_id, count(*)::int as n, max(created_at) as last
            from ${pins} where deleted_at is null group by board_id) c
      where c.board_id = b.id`);
    await tx.execute(sql`
      update ${boardSections} s set pin_count = c.n
      from (select section_id, count(*)::int as n from ${pins}
            where deleted_at is null and section_id is not null group by section_id) c
      where c.section_id = s.id`);

    // Each person follows a handful of others, chosen deterministically.
    const rng = prng((opts.seed ?? 42) + 7);
    const keys = cat.users.map((u) => u.key);
    for (const follower of keys) {
      const picks = new Set<string>();
      const want = 3 + Math.floor(rng() * 6);
      while (picks.size < Math.min(want, keys.length - 1)) {
        const k = keys[Math.floor(rng() * keys.length)] as string;
        if (k !== follower) picks.add(k);
      }
      for (const followee of picks) {
        await tx
          .insert(userFollows)
          .values({ followerId: uid(follower), followeeId: uid(followee) });
      }
    }
    await tx.execute(sql`
      update ${users} u set
        follower_count = (select count(*)::int from ${userFollows} f where f.followee_id = u.id),
        following_count = (select count(*)::int from ${userFollows} f where f.follower_id = u.id)`);
    await tx
      .insert(domainSafety)
      .values(DEMO_LISTED_DOMAINS.map((d) => ({ ...d })))
      .onConflictDoNothing();
    // issue 14: the home page's banner, toast and tooltip, as an author would import them
    await importExperiences({ db: tx, now: ctx.now }, SYSTEM_AUTHOR, DEMO_EXPERIENCES);
    // issue 15: 90 days of roll-ups behind the analytics pages and the cards' stats
    await seedDemoStats(tx, new Date(now).toISOString().slice(0, 10));
    // issue 16: a few published today articles, composed from the demo's public pins
    await seedDemoToday(tx, now);
    // issue 16: the shopping pages read product pins through their offers (decision 029)
    await backfillProductOffers(tx);
  });

  // decision 091: the demo pictures' look-alikes, for related pins and visual search from the start
  const alikesFrom = Date.now();
  const compared = await findAlikes(ctx, Number.POSITIVE_INFINITY);
  log(
    `seed: look-alikes of ${compared} pictures in ${((Date.now() - alikesFrom) / 1000).toFixed(1)} s`,
  );
  // issue 12: caches in this process (and, through its app, in others) forget the empty site
  bumpDataVersion();
  // Fresh statistics, so the planner knows the tables are no longer empty.
  await ctx.db.execute(sql`analyze`);
  const result = {
    users: cat.users.length,
    boards: cat.boards.length,
    pins: cat.pins.length,
    images: stored.size,
  };
  log(
    `seed: ${result.users} users, ${result.boards} boards, ${result.pins} pins, ${result.images} images in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result;
}

/** First start: demo content on an empty database, nothing on one that has users. */
export async function seedIfEmpty(ctx: Ctx, opts: SeedOptions = {}): Promise<SeedResult | null> {
  if (!(await isEmpty(ctx.db))) return null;
  return seedDemo(ctx, opts);
}
