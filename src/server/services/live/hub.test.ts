import { describe, expect, it } from 'vitest';
import { type LiveBus, memoryLiveBus } from './bus.ts';
import { decodeLiveEvent, encodeLiveEvent, MAX_PAYLOAD_BYTES } from './events.ts';
import { type LiveConnection, LiveHub } from './hub.ts';

function conn(userId: number) {
  const got: { event: string; data: unknown }[] = [];
  let pings = 0;
  let ended = false;
  const c: LiveConnection = {
    userId,
    send: (event, data) => {
      got.push({ event, data });
    },
    ping: () => {
      pings += 1;
    },
    end: () => {
      ended = true;
    },
  };
  return {
    c,
    got,
    get pings() {
      return pings;
    },
    get ended() {
      return ended;
    },
  };
}

/** A memory bus whose listener a test can also hand a 'resync' (a lost listener came back). */
function resyncableBus() {
  const bus = memoryLiveBus();
  const handle = { resync: (_s: 'resync') => {} };
  const wrapped: LiveBus = {
    ...bus,
    subscribe: (fn) => {
      handle.resync = fn;
      return bus.subscribe(fn);
    },
  };
  return { bus: wrapped, resync: (s: 'resync') => handle.resync(s) };
}

const tick = (ms = 10) => new Promise((r) => setTimeout(r, ms));
const counts = async () => ({ messages: { conversations: 1, requests: 0 }, notifications: 2 });

describe('the live hub (decision 017)', () => {
  it('hands an event to the named people’s streams only, each followed by their counts', async () => {
    const bus = memoryLiveBus();
    const hub = new LiveHub({ bus, counts });
    const [a1, a2, b] = [conn(1), conn(1), conn(2)];
    for (const x of [a1, a2, b]) hub.add(x.c);
    await bus.publish({ kind: 'message', users: [1], conversationId: 5, messageId: 9 });
    await tick();
    for (const x of [a1, a2]) {
      expect(x.got).toEqual([
        { event: 'message', data: { conversationId: '5', messageId: '9' } },
        { event: 'unread', data: await counts() },
      ]);
    }
    expect(b.got).toEqual([]);
    hub.close();
  });

  it('caps streams per person, pings them, tells all to resync, and ends them on close', async () => {
    const { bus, resync } = resyncableBus();
    const hub = new LiveHub({
      bus,
      counts,
      maxPerUser: 2,
      heartbeatMs: 20,
    });
    const [a1, a2] = [conn(1), conn(1)];
    hub.add(a1.c);
    expect(hub.hasRoom(1)).toBe(true);
    hub.add(a2.c);
    expect(hub.hasRoom(1)).toBe(false);
    await tick(70);
    expect(a1.pings).toBeGreaterThan(0);
    resync('resync');
    expect(a1.got[0]?.event).toBe('resync');
    // a third stream ends the oldest (a1), which is told so
    const a3 = conn(1);
    hub.add(a3.c);
    expect(a1.got.at(-1)?.event).toBe('evicted');
    expect(a1.ended).toBe(true);
    expect(hub.size(1)).toBe(2);
    hub.remove(a2.c);
    expect(hub.size(1)).toBe(1);
    hub.close();
    expect(a3.ended).toBe(true);
    expect(hub.size()).toBe(0);
  });

  it('decision 086: tells whether a signal naming a person may have come since a moment, erring towards yes', async () => {
    const { bus, resync } = resyncableBus();
    const hub = new LiveHub({
      bus,
      counts,
      maxHeard: 2,
    });
    // before the hub started it cannot tell
    expect(hub.heardSince(1, performance.now() - 60_000)).toBe(true);
    await tick();
    const t0 = performance.now();
    expect(hub.heardSince(1, t0)).toBe(false);
    // a person with no open stream is remembered too: their page may be loading
    await bus.publish({ kind: 'notification', users: [1] });
    await tick();
    expect(hub.heardSince(1, t0)).toBe(true);
    expect(hub.heardSince(2, t0)).toBe(false);
    expect(hub.heardSince(1, performance.now())).toBe(false);
    // past what it remembers (2 people here), a forgotten person's signal counts for everyone
    await tick();
    const t1 = performance.now();
    await bus.publish({ kind: 'notification', users: [2, 3] });
    await tick();
    // 1 is forgotten: since before their signal anyone may have had one, since after, nobody
    expect(hub.heardSince(1, t0)).toBe(true);
    expect(hub.heardSince(4, t0)).toBe(true);
    expect(hub.heardSince(1, t1)).toBe(false);
    expect(hub.heardSince(4, t1)).toBe(false);
    await bus.publish({ kind: 'notification', users: [5] });
    await tick();
    expect(hub.heardSince(4, t1)).toBe(true);
    // a resync (a lost listener came back) may have lost anyone's
    await tick();
    const t2 = performance.now();
    expect(hub.heardSince(4, t2)).toBe(false);
    // decision 089: heardSince(u, t) is t <= now - quietFor(u)
    const q5 = hub.quietFor(5);
    const n = performance.now();
    const q4 = hub.quietFor(4);
    expect(q5).toBeLessThan(q4);
    expect(q4).toBeGreaterThanOrEqual(n - t2);
    resync('resync');
    expect(hub.heardSince(4, t2)).toBe(true);
    expect(hub.quietFor(4)).toBeLessThan(performance.now() - t2);
    hub.close();
  });

  it('sends one stream fresh counts when asked', async () => {
    const hub = new LiveHub({ bus: memoryLiveBus(), counts });
    const a = conn(1);
    hub.add(a.c);
    hub.recount(a.c);
    await tick();
    expect(a.got).toEqual([{ event: 'unread', data: await counts() }]);
    hub.close();
  });

  it('splits a payload too big for NOTIFY by recipients and reads back only well-formed ones', () => {
    const users = Array.from({ length: 2000 }, (_, i) => 1_000_000_000 + i);
    const parts = encodeLiveEvent({ kind: 'notification', users });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => Buffer.byteLength(p) <= MAX_PAYLOAD_BYTES)).toBe(true);
    expect(parts.flatMap((p) => decodeLiveEvent(p)?.users ?? [])).toEqual(users);
    expect(decodeLiveEvent('not json')).toBeNull();
    expect(decodeLiveEvent('{"kind":"drop","users":[1]}')).toBeNull();
    expect(decodeLiveEvent('{"kind":"message","users":[1],"messageId":-1}')).toBeNull();
  });
});
