// Issue 32's mixed load: what the writes of a live instance need (runs inside bench/serve.ts),
// and the requests that make them (bench/cache.ts): experience views, favourites on and off,
// saves, messages and log-ins, by a writer of their own.
import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
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

export interface WriteMixInfo {
  /** the writer: another person than the bench viewer, whose pages the reads ask for */
  cookie: string;
  csrf: string;
  login: { username: string; password: string };
  placedExperienceId: number;
  recipientId: number;
  boardId: number;
  pinIds: number[];
}

const LOGIN_PASSWORD = 'bench password that is long enough 7';

function csrfOf(ctx: Ctx, token: string): string {
  // decision 005's token of a session: what the page hands its scripts
  return createHmac('sha256', ctx.config.secret)
    .update(`csrf:${createHash('sha256').update(token).digest('hex')}`)
    .digest('base64url');
}

/**
 * Everything the write requests name, made once the demo is seeded: a writer of their own (with
 * a board, a conversation with a demo pinner, and a password to log in with), so the reads, made
 * as the bench viewer and as visitors, see other people's writes, as on a live instance.
 */
export async function prepareWriteMix(ctx: Ctx, viewerUsername: string): Promise<WriteMixInfo> {
  const username = 'bench_writer';
  const [me] = await ctx.db
    .insert(users)
    .values({
      username,
      email: 'bench_writer@example.com',
      firstName: 'Bench',
      passwordHash: await hashPassword(LOGIN_PASSWORD),
    })
    .returning({ id: users.id });
  if (!me) throw new Error('no bench writer');
  const [board] = await ctx.db
    .insert(boards)
    .values({ ownerId: me.id, name: 'Bench saves', slug: 'bench-saves', privacy: 'public' })
    .returning({ id: boards.id });
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, me.id), ne(users.username, viewerUsername)))
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
    .limit(20);
  if (!board || !other || !placed || somePins.length < 2) {
    throw new Error('the demo seed lacks a second person, an experience or pins');
  }
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
  await ctx.db
    .insert(messages)
    .values({ conversationId: conversation.id, senderId: other.id, text: 'Hello from the bench' });
  const grant = await createSession(ctx, ctx.db, me.id);
  return {
    cookie: `tessera_session=${grant.token}`,
    csrf: csrfOf(ctx, grant.token),
    login: { username, password: LOGIN_PASSWORD },
    placedExperienceId: placed.id,
    recipientId: other.id,
    boardId: board.id,
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
 * One cycle of writes in their proportions: of every 20, 8 experience views, 6 favourites (on
 * and off), 3 messages, 2 saves and 1 log-in (a log-in hashes a password: 0.3 s of CPU).
 */
export function writeCycle(info: WriteMixInfo, ua: string, origin: string): MixRequest[] {
  const cookie = info.cookie;
  const json = { 'user-agent': ua, 'content-type': 'application/json', origin };
  const mine = { ...json, cookie, 'x-csrf-token': info.csrf };
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
  const pin = (i: number) => info.pinIds[i % info.pinIds.length] as number;
  const favourite = (i: number, on: boolean): MixRequest => ({
    method: on ? 'POST' : 'DELETE',
    path: `/v3/pins/${pin(i)}/favorite/`,
    headers: { 'user-agent': ua, origin, cookie, 'x-csrf-token': info.csrf },
  });
  const message = (i: number) =>
    resource('ConversationMessagesResource', 'create', {
      user_ids: [info.recipientId],
      text: `bench message ${i}`,
    });
  const save = (i: number) =>
    resource('RepinResource', 'create', { pin_id: pin(i), board_id: info.boardId });
  const login = resource(
    'UserSessionResource',
    'create',
    { username_or_email: info.login.username, password: info.login.password },
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
