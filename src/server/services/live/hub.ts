import { noteChanges, userTag } from '../platform/data-version.ts';
import type { LiveBus, LiveSignal } from './bus.ts';
import type { LiveCounts } from './counts.ts';

/** One open event stream of a signed-in person's page. */
export interface LiveConnection {
  readonly userId: number;
  /**
   * writes one event (`event:`, `id:`, `data:` lines); the id counts this stream's own events,
   * so it tells nothing of other streams or people
   */
  send(event: string, data: unknown): void;
  /** a comment line: keeps proxies from closing an idle stream */
  ping(): void;
  /** ends the stream (server shutdown, or its session ended) */
  end(): void;
  /** whether the session that opened the stream still stands (asked at each heartbeat) */
  stillSignedIn?(): Promise<boolean>;
}

export interface LiveHubOptions {
  bus: LiveBus;
  counts(userId: number): Promise<LiveCounts>;
  /** open streams one person may have in one process (tabs, devices) */
  maxPerUser?: number;
  /** people whose last signal this process remembers */
  maxHeard?: number;
  heartbeatMs?: number;
  log?: (message: string, err: unknown) => void;
}

export const MAX_STREAMS_PER_USER = 5;
export const HEARTBEAT_MS = 25_000;
/** people whose last signal a process remembers (a number each) */
const MAX_HEARD = 50_000;

/**
 * Decision 017: this process's open streams by person. Each signal from the bus goes to the
 * streams of the people it names, followed by their fresh unread counts (one query per person,
 * however many tabs they have open).
 */
export class LiveHub {
  private readonly byUser = new Map<number, Set<LiveConnection>>();
  private readonly unsubscribe: () => void;
  private readonly timer: NodeJS.Timeout;
  /**
   * When this process last heard a signal naming each person (`performance.now()`, oldest
   * first), for a new stream to learn whether its page may have missed one (decision 086).
   * Before `floor` (this hub's start, a forgotten person's last signal, a `resync`) it cannot
   * tell, and says so.
   */
  private readonly heard = new Map<number, number>();
  private floor = performance.now();

  constructor(private readonly opts: LiveHubOptions) {
    this.unsubscribe = opts.bus.subscribe((signal) => this.deliver(signal));
    this.timer = setInterval(() => void this.sweep(), opts.heartbeatMs ?? HEARTBEAT_MS);
    this.timer.unref();
  }

  /**
   * The heartbeat: a comment on every stream, and the end of those whose session ended (signed
   * out elsewhere, password changed, expired): the page then learns so on reconnecting.
   */
  async sweep(): Promise<void> {
    const all = [...this.byUser.values()].flatMap((set) => [...set]);
    await Promise.all(
      all.map(async (c) => {
        c.ping();
        // a failed check (database briefly away) keeps the stream: only a known end closes it
        const ok = c.stillSignedIn ? await c.stillSignedIn().catch(() => true) : true;
        if (!ok) {
          c.end();
          this.remove(c);
        }
      }),
    );
  }

  hasRoom(userId: number): boolean {
    return (this.byUser.get(userId)?.size ?? 0) < (this.opts.maxPerUser ?? MAX_STREAMS_PER_USER);
  }

  /**
   * Adds a stream. A person over the cap (many tabs) loses their oldest stream, not the new one:
   * the page they are looking at is the one that just connected. The old page hears `evicted`
   * and waits until it is looked at again before it reconnects.
   */
  add(conn: LiveConnection): void {
    let set = this.byUser.get(conn.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(conn.userId, set);
    }
    while (!this.hasRoom(conn.userId)) {
      const oldest = set.values().next().value;
      if (!oldest) break;
      oldest.send('evicted', {});
      oldest.end();
      set.delete(oldest);
    }
    set.add(conn);
  }

  /**
   * Whether a signal naming this person may have come since `since` (`performance.now()` of
   * this process): then a page whose data was read after `since` but whose stream opened later
   * has missed it, and refetches (decision 086). It errs towards yes.
   */
  heardSince(userId: number, since: number): boolean {
    return since <= this.quietSince(userId);
  }

  /** Since when (`performance.now()`) this hub knows no signal named this person. */
  private quietSince(userId: number): number {
    return Math.max(this.floor, this.heard.get(userId) ?? Number.NEGATIVE_INFINITY);
  }

  /**
   * For how many ms this hub has known that no signal named this person: since their last one,
   * or since `floor` when that is later. `heardSince(u, t)` is `t <= now - quietFor(u)`. A page
   * compares it with its own clock when the `hello` arrives (decision 089), so the time its
   * stream's request spent on the way does not count against it.
   */
  quietFor(userId: number): number {
    return performance.now() - this.quietSince(userId);
  }

  /** Fresh counts on one stream: a signal came while its `hello` counts were read. */
  recount(conn: LiveConnection): void {
    this.opts
      .counts(conn.userId)
      .then((counts) => conn.send('unread', counts))
      .catch((err: unknown) => this.opts.log?.('could not count for a live stream', err));
  }

  private note(users: readonly number[]): void {
    const at = performance.now();
    for (const u of users) {
      this.heard.delete(u);
      this.heard.set(u, at);
    }
    while (this.heard.size > (this.opts.maxHeard ?? MAX_HEARD)) {
      const [oldest] = this.heard;
      if (!oldest) break;
      this.heard.delete(oldest[0]);
      this.floor = Math.max(this.floor, oldest[1]);
    }
  }

  remove(conn: LiveConnection): void {
    const set = this.byUser.get(conn.userId);
    if (!set) return;
    set.delete(conn);
    if (!set.size) this.byUser.delete(conn.userId);
  }

  /** streams open in this process (for tests and health) */
  size(userId?: number): number {
    if (userId !== undefined) return this.byUser.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  counts(userId: number): Promise<LiveCounts> {
    return this.opts.counts(userId);
  }

  /** Ends every stream (before the server closes, which waits for open connections). */
  close(): void {
    this.unsubscribe();
    clearInterval(this.timer);
    for (const set of this.byUser.values()) for (const c of set) c.end();
    this.byUser.clear();
  }

  private deliver(signal: LiveSignal): void {
    const users = signal === 'resync' ? [...this.byUser.keys()] : signal.users;
    // events may have been lost for anyone: every page that opens its stream now refetches
    if (signal === 'resync') this.floor = performance.now();
    else this.note(users);
    // The page that hears of a write asks for it at once: this process's kept answers (decision
    // 013) must not be older than the event, even when the event outran the write's entry in the
    // change log (decision 039). A remote change is not recorded again.
    if (signal !== 'resync' && users.some((u) => this.byUser.get(u)?.size)) {
      void noteChanges(users.map(userTag), 'remote');
    }
    for (const userId of new Set(users)) {
      const set = this.byUser.get(userId);
      if (!set?.size) continue;
      if (signal === 'resync') {
        for (const c of set) c.send('resync', {});
      } else {
        const { kind, conversationId, messageId, notificationId } = signal;
        const data = {
          conversationId: conversationId === undefined ? undefined : String(conversationId),
          messageId: messageId === undefined ? undefined : String(messageId),
          notificationId: notificationId === undefined ? undefined : String(notificationId),
        };
        for (const c of set) c.send(kind, data);
      }
      this.opts
        .counts(userId)
        .then((counts) => {
          for (const c of this.byUser.get(userId) ?? []) c.send('unread', counts);
        })
        .catch((err: unknown) => this.opts.log?.('could not count for a live update', err));
    }
  }
}
