import { sql } from 'drizzle-orm';
import { boardPath } from '#domain/catalogue/routes';
import type { ReasonBoard } from '#domain/feedback/feed-reasons';
import type { Ctx } from '../../context.ts';
import { userTag } from '../platform/data-version.ts';
import { versionedCache } from '../platform/versioned-cache.ts';

/**
 * What a signed-in person's home feed is ranked from (issue 16): the people and boards they
 * follow, the topics they follow, the topics of what they saved on their own boards and of what
 * they favourited. Read in ONE query and kept per person until the next write (decision 013's
 * versioned caches), so a warm page costs nothing more than the newest-first feed.
 */
export interface FeedSources {
  me: number;
  /** followed people (live accounts), id → name */
  users: Map<number, string>;
  /** followed boards the viewer may see (live, not secret), id → board */
  boards: Map<number, ReasonBoard>;
  /** followed topics, id → name */
  interests: Map<number, string>;
  /** sub-topics of followed topics → the followed topic (following a category follows its parts) */
  followedVia: Map<number, number>;
  /** topics on the viewer's own boards → the board holding most pins of that topic */
  boardInterests: Map<number, ReasonBoard>;
  /** topics of the pins the viewer favourited */
  favoriteInterests: Set<number>;
  /** every topic above by its url name (a pin model names its topic so) */
  topicByUrl: Map<string, number>;
}

interface SourceRow {
  k: 'u' | 'b' | 'i' | 'c' | 'o' | 'v';
  id: string;
  name: string | null;
  slug: string | null;
  owner: string | null;
  board: string | null;
  topic: string | null;
}

function displayName(first: string, last: string, username: string): string {
  return `${first} ${last}`.trim() || username;
}

const MAX_CACHED_SOURCES = 2000;

export async function loadFeedSources(ctx: Ctx, me: number): Promise<FeedSources> {
  const cache = versionedCache<FeedSources>(ctx.db, 'feed-sources', MAX_CACHED_SOURCES);
  const known = cache.get(String(me));
  if (known) return known;
  const res = await ctx.db.execute(sql`
    select 'u' as k, u.id::text as id, u.first_name || chr(31) || u.last_name as name,
        null::text as slug, u.username as owner, null::text as board, null::text as topic
      from user_follows f join users u on u.id = f.followee_id
      where f.follower_id = ${me} and u.deleted_at is null
    union all
    select 'b', b.id::text, b.name, b.slug, o.username, null, null
      from board_follows f join boards b on b.id = f.board_id join users o on o.id = b.owner_id
      where f.follower_id = ${me} and b.deleted_at is null and b.privacy <> 'secret'
        and o.deleted_at is null
    union all
    select 'i', i.id::text, i.name, null, null, null, i.url_name
      from interest_follows f join interests i on i.id = f.interest_id
      where f.user_id = ${me}
    union all
    select 'c', c.id::text, null, null, null, c.parent_id::text, c.url_name
      from interest_follows f join interests c on c.parent_id = f.interest_id
      where f.user_id = ${me}
    union all
    select 'o', t.interest_id::text, t.name, t.slug, t.username, t.board_id::text,
        (select url_name from interests where id = t.interest_id) from (
      select distinct on (g.interest_id) g.* from (
        select p.interest_id, b.id as board_id, b.name, b.slug, o.username, count(*) as n
          from pins p join boards b on b.id = p.board_id join users o on o.id = b.owner_id
          where p.pinner_id = ${me} and p.deleted_at is null and p.interest_id is not null
            and b.deleted_at is null and b.owner_id = ${me}
          group by p.interest_id, b.id, b.name, b.slug, o.username) g
        order by g.interest_id, g.n desc, g.board_id) t
    union all
    select distinct 'v', p.interest_id::text, null, null, null, null, i.url_name
      from favorites f join pins p on p.id = f.pin_id join interests i on i.id = p.interest_id
      where f.user_id = ${me} and p.deleted_at is null and p.interest_id is not null`);
  const s: FeedSources = {
    me,
    users: new Map(),
    boards: new Map(),
    interests: new Map(),
    followedVia: new Map(),
    boardInterests: new Map(),
    favoriteInterests: new Set(),
    topicByUrl: new Map(),
  };
  for (const r of (res as unknown as { rows: SourceRow[] }).rows) {
    const id = Number(r.id);
    if (r.topic) s.topicByUrl.set(r.topic, id);
    if (r.k === 'u') {
      const [first = '', last = ''] = (r.name ?? '').split('\u001f');
      s.users.set(id, displayName(first, last, r.owner ?? ''));
    } else if (r.k === 'b' && r.slug && r.owner) {
      s.boards.set(id, boardOf(id, r.name ?? '', r.owner, r.slug));
    } else if (r.k === 'i') s.interests.set(id, r.name ?? '');
    else if (r.k === 'c' && r.board) s.followedVia.set(id, Number(r.board));
    else if (r.k === 'o' && r.slug && r.owner && r.board) {
      // one row per topic: the viewer's board holding most of its pins
      s.boardInterests.set(id, boardOf(Number(r.board), r.name ?? '', r.owner, r.slug));
    } else if (r.k === 'v') s.favoriteInterests.add(id);
  }
  cache.set(String(me), s, [userTag(me)]);
  return s;
}

function boardOf(id: number, name: string, owner: string, slug: string): ReasonBoard {
  return { id: String(id), name, url: boardPath(owner.toLowerCase(), slug) };
}
