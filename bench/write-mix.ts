// Issue 32's mixed load: what the writes of a live instance need (runs inside bench/serve.ts),
// and the requests that make them (bench/cache.ts): experience views, favourites on and off,
// saves, messages and log-ins, by writers of their own.
import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, like, ne, not } from 'drizzle-orm';
import { memberKey } from '#domain/messages/messages';
import type { Ctx } from '#server/context';
import {
  boards,
  conversationMembers,
  conversations,
  messages,
  pins,
  placedExperiences,
  users,
} from '#server/db/schema/index';
import { hashPassword } from '#server/services/accounts/passwords';
import { createSession } from '#server/services/accounts/sessions';

/** One of the people writing: their session, a board of their own and a conversation. */
export interface Writer {
  cookie: string;
  csrf: string;
  boardId: number;
  recipientId: number;
  /** their own log-in: one account signing in 10 times a second would meet the burst limit */
  username: string;
}

export interface WriteMixInfo {
  /**
   * The writers: other people than the bench viewer, whose pages the reads ask for. A live
   * instance's writes come from many people; one person saving 20 times a second is a script,
   * which the per-person limits (decision 006: 100 saves in 10 minutes) rightly refuse.
   */
  writers: Writer[];
  password: string;
  placedExperienceId: number;
  pinIds: number[];
}

/** How many people write (each saves 2 times in their cycle of 20 writes). */
const WRITERS = 40;

const LOGIN_PASSWORD = 'bench password that is long enough 7';

function csrfOf(ctx: Ctx, token: string): string {
  // decision 005's token of a session: what the page hands its scripts
  return createHmac('sha256', ctx.config.secret)
    .update(`csrf:${createHash('sha256').update(token).digest('hex')}`)
    .digest('base64url');
}

/**
 * Everything the write requests name, made once the demo is seeded: writers of their own (each
 * with a board, a conversation with a demo pinner, and a password to log in with),
 * so the reads, made as the bench viewer and as visitors, see other people's writes, as on a
 * live instance.
 */
export async function prepareWriteMix(ctx: Ctx, viewerUsername: string): Promise<WriteMixInfo> {
  const made = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: WRITERS }, (_, i) => ({
        username: `bench_writer_${i}`,
        email: `bench_writer_${i}@example.com`,
        firstName: 'Bench',
      })),
    )
    .returning({ id: users.id, username: users.username });
  if (!made.length) throw new Error('no bench writer');
  // one hash for all: the same password, as the log-ins only need it to verify
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(LOGIN_PASSWORD) })
    .where(like(users.username, 'bench_writer_%'));
  const boardRows = await ctx.db
    .insert(boards)
    .values(
      made.map((me) => ({
        ownerId: me.id,
        name: 'Bench saves',
        slug: 'bench-saves',
        privacy: 'public' as const,
      })),
    )
    .returning({ id: boards.id, ownerId: boards.ownerId });
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(not(like(users.username, 'bench_writer_%')), ne(users.username, viewerUsername)))
    .orderBy(asc(users.id))
    .limit(1);
  const [placed] = await ctx.db
    .select({ id: placedExperiences.id })
    .from(placedExperiences)
    .limit(1);
  // the oldest pins: a live instance's writes fall all over the catalogue
  const somePins = await ctx.db
    .select({ id: pins.id })
    .from(pins)
    .where(eq(pins.kind, 'image'))
    .orderBy(asc(pins.id))
    .limit(60);
  if (!other || !placed || somePins.length < 2) {
    throw new Error('the demo seed lacks a second person, an experience or pins');
  }
  const writers: Writer[] = [];
  for (const me of made) {
    const boardId = boardRows.find((b) => b.ownerId === me.id)?.id;
    if (boardId === undefined) throw new Error('no bench board');
    // a conversation the other person has written in: the writer's messages are answers, not
    // requests (which stop after a few unanswered ones)
    const [conversation] = await ctx.db
      .insert(conversations)
      .values({ createdBy: other.id, memberKey: memberKey([me.id, other.id]) })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('no conversation');
    await ctx.db.insert(conversationMembers).values([
      { conversationId: conversation.id, userId: me.id, state: 'accepted' },
      { conversationId: conversation.id, userId: other.id, state: 'accepted' },
    ]);
    await ctx.db.insert(messages).values({
      conversationId: conversation.id,
      senderId: other.id,
      text: 'Hello from the bench',
    });
    const grant = await createSession(ctx, ctx.db, me.id);
    writers.push({
      cookie: `tessera_session=${grant.token}`,
      csrf: csrfOf(ctx, grant.token),
      boardId,
      recipientId: other.id,
      username: me.username,
    });
  }
  return {
    writers,
    password: LOGIN_PASSWORD,
    placedExperienceId: placed.id,
    pinIds: somePins.map((p) => p.id),
  };
}
export interface MixRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The writes in their proportions, each writer's cycle after the other's: of every 20, 8
 * experience views, 6 favourites (on and off), 3 messages, 2 saves and 1 log-in (a log-in hashes
 * a password: 29 ms of CPU, decision 068). Index 1 is a favourite (the single-flight row uses its
 * headers).
 */
export function writeCycle(info: WriteMixInfo, ua: string, origin: string): MixRequest[] {
  return info.writers.flatMap((w, k) => writerCycle(info, w, k, ua, origin));
}

function writerCycle(
  info: WriteMixInfo,
  writer: Writer,
  k: number,
  ua: string,
  origin: string,
): MixRequest[] {
  const cookie = writer.cookie;
  const json = { 'user-agent': ua, 'content-type': 'application/json', origin };
  const mine = { ...json, cookie, 'x-csrf-token': writer.csrf };
  const resource = (
    name: string,
    action: string,
    options: unknown,
    headers: Record<string, string> = mine,
  ) => ({
    method: 'POST' as const,
    path: `/resource/${name}/${action}/`,
    headers,
    body: JSON.stringify({ options }),
  });
  const view = resource('UserExperienceViewedResource', 'update', {
    placed_experience_id: info.placedExperienceId,
  });
  // each writer favourites and saves pins of their own share of the oldest
  const pin = (i: number) => info.pinIds[(3 * k + i) % info.pinIds.length] as number;
  const favourite = (i: number, on: boolean): MixRequest => ({
    method: on ? 'POST' : 'DELETE',
    path: `/v3/pins/${pin(i)}/favorite/`,
    headers: { 'user-agent': ua, origin, cookie, 'x-csrf-token': writer.csrf },
  });
  const message = (i: number) =>
    resource('ConversationMessagesResource', 'create', {
      user_ids: [writer.recipientId],
      text: `bench message ${i}`,
    });
  const save = (i: number) =>
    resource('RepinResource', 'create', { pin_id: pin(i), board_id: writer.boardId });
  const login = resource(
    'UserSessionResource',
    'create',
    { username_or_email: writer.username, password: info.password },
    json,
  );
  return [
    view,
    favourite(0, true),
    message(0),
    view,
    favourite(0, false),
    save(0),
    view,
    favourite(1, true),
    message(1),
    view,
    favourite(1, false),
    view,
    login,
    view,
    favourite(2, true),
    message(2),
    view,
    favourite(2, false),
    save(1),
    view,
  ];
}
