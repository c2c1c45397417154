/**
 * What changed, by tag (decision 039, superseding decision 011's one global version). A write
 * names what it changed; a kept answer or cached row names what it was made from, and the
 * `changeStamp()` taken before it read anything. It may be served while none of its tags (nor
 * `EVERYTHING`) changed after that stamp:
 * - `EVERYTHING`: a write that does not say what it changed (the default for every
 *   state-changing request), the CLI, the seed, or another process whose changes are unknown;
 * - `user:{id}`: one person's own state (sessions, favourites, follows, settings, messages,
 *   experience statuses): what their signed-in answers and per-person caches hang on;
 * - `pin:{id}`: one pin's public counts (a favourite);
 * - `rank`: orders made from counts (search by popularity);
 * - `board:{id}`: which pins a board holds, and its counts (a save there);
 * - `lists`: which pins are where, for every list of pins not tagged more narrowly: a save
 *   changes it, and every kept answer carries it unless it says its lists are tagged exactly
 *   (`exactLists`);
 * - `lists:originals`: which original pins there are (the home feeds' pins). A save makes a
 *   repin, never an original, so it leaves this tag alone; a new or removed pin changes it;
 * - `account:{id}`: a person's sessions and the account columns their viewer is read from (a
 *   log-in, a log-out), so their other writes leave their kept session alone;
 * - `boards-of:{id}`: which boards a person has (their viewer's board counts).
 * Versions are local to the process; on PostgreSQL other processes' changes arrive through the
 * change log (change-log.ts), read before each request is answered.
 */
export type BumpSource = 'local' | 'remote';

export const EVERYTHING = '*';
export const RANK_TAG = 'rank';
export const LISTS_TAG = 'lists';
/** Which original pins there are: what the home feeds are read from (decision 067). */
export const ORIGINALS_TAG = 'lists:originals';

export function userTag(id: number | string): string {
  return `user:${id}`;
}

export function pinTag(id: number | string): string {
  return `pin:${id}`;
}

export function boardTag(id: number | string): string {
  return `board:${id}`;
}

/**
 * Which pictures look like a picture (decision 091): what the image-alikes job changes when it
 * finds a new picture's look-alikes, for the lists read from them (related pins, visual search).
 */
export function pictureTag(signature: string): string {
  return `picture:${signature}`;
}

/**
 * A person's sessions and the account columns their viewer is read from (`viewerUserColumns`):
 * what a log-in and a log-out change, and declare. Every other write of those (a password change,
 * a suspension, a deletion, the settings) declares nothing narrower and so changes everything.
 * A person's other writes (a favourite, a message) leave it, so their next request finds its
 * session kept.
 */
export function accountTag(userId: number | string): string {
  return `account:${userId}`;
}

/**
 * Which boards a person has (how many, how many secret, a quick-saves board): what a board's
 * making, removal or privacy changes. No write declares it narrowly today (those writes change
 * everything), so the person's own writes (a favourite, a message) leave it alone.
 */
export function boardsOfTag(userId: number | string): string {
  return `boards-of:${userId}`;
}

/** Past this many tags, the versions start over with a change of everything (memory bound). */
const MAX_TAGS = 200_000;

let seq = 0;
/** tag → the sequence number of its last change */
const versions = new Map<string, number>();
const listeners = new Set<(tags: readonly string[], source: BumpSource) => void>();

/** Taken before reading: whatever is made from the reads is fresh while nothing changed since. */
export function changeStamp(): number {
  return seq;
}

/** The version of `EVERYTHING`: caches of things every write may touch start over when it moves. */
export function dataVersion(): number {
  return versions.get(EVERYTHING) ?? 0;
}

/** Whether none of `tags`, nor everything, changed after `stamp`. */
export function isFresh(stamp: number, tags: Iterable<string>): boolean {
  if ((versions.get(EVERYTHING) ?? 0) > stamp) return false;
  for (const tag of tags) if ((versions.get(tag) ?? 0) > stamp) return false;
  return true;
}

type Recorder = (tags: readonly string[]) => Promise<void>;
const recorders = new Set<Recorder>();

/**
 * Where this process's own changes go for the others (the PostgreSQL change log); returns the
 * removal.
 */
export function addChangeRecorder(fn: Recorder): () => void {
  recorders.add(fn);
  return () => recorders.delete(fn);
}

/**
 * Records that `tags` changed (here, or, as `'remote'`, in another process). A local change
 * resolves once the other processes can know of it (its answer waits for that).
 */
export function noteChanges(tags: readonly string[], source: BumpSource = 'local'): Promise<void> {
  if (!tags.length) return Promise.resolve();
  seq += 1;
  if (tags.includes(EVERYTHING) || versions.size + tags.length > MAX_TAGS) {
    versions.clear();
    versions.set(EVERYTHING, seq);
  } else {
    for (const tag of tags) versions.set(tag, seq);
  }
  for (const fn of listeners) fn(tags, source);
  if (source === 'remote' || !recorders.size) return Promise.resolve();
  return Promise.all([...recorders].map((record) => record(tags))).then(() => {});
}

/**
 * A write says what it changed (decision 039): a request that declares nothing changed
 * everything; one that declares an empty list changed nothing any cache holds. A declaration
 * must name all its write changed.
 */
export function declareChanges(ctx: { changes?: Set<string> }, tags: readonly string[]): void {
  ctx.changes ??= new Set();
  for (const tag of tags) ctx.changes.add(tag);
}

/** A change of everything (writes outside a request that do not say what they changed). */
export function bumpDataVersion(source: BumpSource = 'local'): Promise<void> {
  return noteChanges([EVERYTHING], source);
}

/**
 * What an answer being kept was made from, beyond everything (decision 039): services note the
 * narrow tags writes declare (a pin's counts, orders made from counts) as they read them.
 */
export function noteReads(ctx: { reads?: Set<string> }, tags: Iterable<string>): void {
  if (!ctx.reads) return;
  for (const tag of tags) ctx.reads.add(tag);
}

/**
 * The answer being kept says every list of pins it shows noted its narrow tags (a save's board,
 * the pins whose boards it reads): it does not carry `LISTS_TAG`, so a save elsewhere leaves it
 * kept. Only a page whose every list is tagged so may say it (the closeup).
 */
export function exactLists(ctx: { listsExact?: boolean }): void {
  ctx.listsExact = true;
}

/** What a kept answer was made from: its own reads, and every list unless it said `exactLists`. */
export function readTags(ctx: { reads?: Set<string>; listsExact?: boolean }): string[] {
  const tags = new Set(ctx.reads);
  if (!ctx.listsExact) tags.add(LISTS_TAG);
  return [...tags];
}

/** Called after each change (e.g. to drop cache entries); returns the unsubscribe. */
export function onDataVersionBump(
  fn: (tags: readonly string[], source: BumpSource) => void,
): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
