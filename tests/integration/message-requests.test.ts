import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '#domain/messages/messages';
import { conversationMembers, userFollows } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeUser } from '../support/factory.ts';
import { errorOf, rr, signedUp } from './auth-support.ts';

// Unsolicited messages: new conversations with people who do not follow the sender are limited,
// and stop at the first burst nobody answers (decision 005).

type Person = Awaited<ReturnType<typeof signedUp>>;

describe.each(dbKinds())('message requests are limited on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const send = (from: Person, options: Record<string, unknown>) =>
    from.client.post('ConversationMessagesResource', 'create', options);
  const strangers = async (n: number) => {
    const ctx = t.tessera.systemCtx();
    return Promise.all(Array.from({ length: n }, () => makeUser(ctx).then((u) => u.id)));
  };

  it(`a burst of ${REQUEST_LIMITS.unansweredPerHour} unanswered requests stops the next; an answer lets one more go`, async () => {
    const spammer = await signedUp(t);
    const ids = await strangers(REQUEST_LIMITS.unansweredPerHour + 2);
    const answers = await Promise.all(
      ids.map((id) => send(spammer, { user_ids: [id], text: 'Buy now' })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 200),
      JSON.stringify(answers.map((r) => r.body)),
    ).toHaveLength(REQUEST_LIMITS.unansweredPerHour);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused && errorOf(refused).message).toMatch(/once someone replies/);
    // nothing half-written: the refused requests left no conversation behind
    const inbox = await spammer.client.get('ConversationsResource');
    expect((rr(inbox).data as unknown[]).length).toBe(REQUEST_LIMITS.unansweredPerHour);

    // a recipient who answers frees a place: the next request goes
    const firstOk = answers.findIndex((r) => r.statusCode === 200);
    const conversationId = (rr(answers[firstOk] as never).data as { conversationId: string })
      .conversationId;
    await t.tessera
      .systemCtx()
      .db.update(conversationMembers)
      .set({ state: 'accepted' })
      .where(
        and(
          eq(conversationMembers.conversationId, Number(conversationId)),
          eq(conversationMembers.userId, ids[firstOk] as number),
        ),
      );
    const [another] = await strangers(1);
    expect((await send(spammer, { user_ids: [another], text: 'Hi' })).statusCode).toBe(200);
  });

  it(`one unanswered request holds at most ${REQUEST_LIMITS.messagesBeforeReply} of the sender's messages`, async () => {
    const a = await signedUp(t);
    const [b] = await strangers(1);
    for (let i = 0; i < REQUEST_LIMITS.messagesBeforeReply; i++) {
      const res = await send(a, { user_ids: [b], text: `message ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await send(a, { user_ids: [b], text: 'one more' });
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).message).toMatch(/once someone replies/);
  });

  it('people who follow the sender are not limited as strangers', async () => {
    const a = await signedUp(t);
    const ctx = t.tessera.systemCtx();
    const fans = await strangers(REQUEST_LIMITS.unansweredPerHour + 2);
    await ctx.db
      .insert(userFollows)
      .values(fans.map((followerId) => ({ followerId, followeeId: Number(a.id) })));
    for (const id of fans) {
      const res = await send(a, { user_ids: [id], text: 'News' });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
