import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#server/services/platform/rate-limit';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { dayRows, impression, seenVisitor, sendEvents } from './analytics-ingest-support.ts';
import { freshIp } from './auth-support.ts';
import { visitor } from './experiences-support.ts';

// Decision 022: someone else's stats cannot be inflated from one address, by forging visitor
// ids, by fetching real ones, or by resending batches.

describe.each(dbKinds())('forged analytics on %s', (kind) => {
  let t: TestApp;
  let pin = 0;
  let pin2 = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const sig = (await makeImage(ctx, 9)).signature;
    const owner = (await makeUser(ctx)).id;
    const board = (await makeBoard(ctx, owner)).id;
    pin = (await makePin(ctx, owner, board, { imageSignature: sig })).id;
    pin2 = (await makePin(ctx, owner, board, { imageSignature: sig })).id;
  });

  afterAll(async () => t?.close());

  async function impressions(p: number): Promise<number> {
    return (await dayRows(t, p)).reduce((n, r) => n + r.impressions, 0);
  }

  it('200 batches of 50 impressions, each under a fresh made-up visitor id, add nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 200; i++) {
      const b = visitor(t, { ip });
      b.vid = randomBytes(16).toString('base64url');
      const events = Array.from({ length: 50 }, () => impression(pin));
      const res = await sendEvents(t, b, { events });
      expect(res.statusCode).toBeLessThan(500);
    }
    const after = await impressions(pin);
    console.info(`forged visitor ids: ${after} impressions counted from 10,000 sent`);
    expect(after).toBe(0);
  });

  it('real visitor ids fetched over and over from one address add at most the daily caps', async () => {
    const ip = freshIp();
    const browsers = [];
    for (let i = 0; i < 30; i++) browsers.push(await seenVisitor(t, { ip }));
    for (let round = 0; round < 3; round++) {
      for (const b of browsers) {
        await sendEvents(t, b, { events: Array.from({ length: 50 }, () => impression(pin2)) });
      }
    }
    const after = await impressions(pin2);
    console.info(`real visitor ids, one address: ${after} impressions counted from 4,500 sent`);
    expect(after).toBeLessThanOrEqual(LIMITS.analyticsPinAddressDay.max);
    // one browser alone adds at most its own cap
    const one = await seenVisitor(t);
    const before = await impressions(pin);
    for (let i = 0; i < 5; i++) {
      await sendEvents(t, one, { events: Array.from({ length: 50 }, () => impression(pin)) });
    }
    expect((await impressions(pin)) - before).toBe(LIMITS.analyticsPinVisitorDay.max);
  });
});
