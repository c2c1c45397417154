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
  heartbeatMs?: number;
  log?: (message: string, err: unknown) => void;
}

export const MAX_STREAMS_PER_USER = 5;
export const HEARTBEAT_MS = 25_000;

/**
 * Decision 017: this process's open streams by person. Each signal from the bus goes to the
 * streams of the people it names, followed by their fresh unread counts (one query per person,
 * however many tabs they have open).
 */
export class LiveHub {
  private readonly byUser = new Map<number, Set<LiveConnection>>();
  private readonly unsubscribe: () => void;
  private readonly timer: NodeJS.Timeout;

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
