import { sql } from 'drizzle-orm';
import { boardPath } from '#domain/catalogue/routes';
import { imageUrl } from '#domain/media/image-size';
import type { TypeaheadItem } from '#domain/search/search';
import { normalizeQuery } from '#domain/search/search-history';
import { parseSearchQuery, tsQueryText } from '#domain/search/search-query';
import { titlePhrases } from '#domain/search/search-suggest';
import type { Ctx } from '../../context.ts';
import { LISTS_TAG, userTag } from '../platform/data-version.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { notBlocked, rowsOf, tsQuery, viewerIdOf } from './shared.ts';

/**
 * The header box's suggestions (issue 16, decision 025) for what has been typed so far: query
 * suggestions (interest names, then phrases frequent in pin titles that start with the text),
 * public boards and people, at most MAX_TYPEAHEAD in all. Only what everyone may see feeds it:
 * titles of pins on secret boards or of private profiles (decision 045) never become
 * suggestions. Answers are kept per viewer (blocks differ) until the next write.
 */
export const MAX_TYPEAHEAD = 10;
const MAX_QUERIES = 5;
const MAX_TOPICS = 3;
const MAX_BOARDS = 2;
const MAX_PEOPLE = 3;
/** pin titles read to find frequent phrases */
const TITLE_SAMPLE = 200;

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function typeahead(ctx: Ctx, term: string): Promise<TypeaheadItem[]> {
  const text = normalizeQuery(term);
  const terms = parseSearchQuery(text).filter((t) => !t.negated);
  const last = terms.at(-1);
  if (last && last.words.length === 1) last.prefix = true;
  const tsq = tsQueryText(terms);
  if (!tsq) return [];
  const me = viewerIdOf(ctx);
  const cache = versionedCache<TypeaheadItem[]>(ctx.db, 'search:typeahead', 2000);
  const key = `${me ?? ''}|${tsq}`;
  const hit = cache.get(key);
  if (hit) return hit;

  const typed = terms.flatMap((t) => t.words);
  const lower = text.toLocaleLowerCase('en');
  const starts = `${likeEscape(lower)}%`;
  const inside = `% ${likeEscape(lower)}%`;
  const topics = await rowsOf<{ name: string }>(
    ctx,
    sql`select name from interests
        where lower(name) like ${starts} or lower(name) like ${inside}
        order by (lower(name) like ${starts}) desc, length(name), name
        limit ${MAX_TOPICS}`,
  );
  const titles = await rowsOf<{ title: string }>(
    ctx,
    sql`select p.title from pins p
        where p.search_doc @@ ${tsQuery('english', tsq)} and p.deleted_at is null
          and p.origin_pin_id is null and p.title <> ''
          and (p.board_id is null or p.board_id not in
            (select b.id from boards b where b.privacy = 'secret' or b.deleted_at is not null))
          and p.pinner_id not in (select u.id from users u
            where u.deleted_at is not null or u.is_private)
          ${notBlocked(me, sql`p.pinner_id`)}
        limit ${TITLE_SAMPLE}`,
  );
  const boards = await rowsOf<{
    id: string | number;
    name: string;
    slug: string;
    username: string;
    first_name: string;
    last_name: string;
    sig: string | null;
  }>(
    ctx,
    sql`select b.id, b.name, b.slug, u.username, u.first_name, u.last_name,
          coalesce(
            (select c.image_signature from pins c
              where c.id = b.cover_pin_id and c.board_id = b.id and c.deleted_at is null),
            (select c.image_signature from pins c where c.board_id = b.id and c.deleted_at is null
              order by c.created_at desc, c.id desc limit 1)) as sig
        from boards b join users u on u.id = b.owner_id
        where b.search_doc @@ ${tsQuery('english', tsq)} and b.deleted_at is null
          and b.privacy = 'public' and b.archived_at is null and u.deleted_at is null
          and not u.is_private
          ${notBlocked(me, sql`b.owner_id`)}
        order by ts_rank_cd(b.search_doc, ${tsQuery('english', tsq)}) desc,
          b.follower_count desc, b.id desc
        limit ${MAX_BOARDS}`,
  );
  const people = await rowsOf<{
    id: string | number;
    username: string;
    first_name: string;
    last_name: string;
    avatar_signature: string | null;
  }>(
    ctx,
    sql`select u.id, u.username, u.first_name, u.last_name, u.avatar_signature from users u
        where u.search_doc @@ ${tsQuery('simple', tsq)} and u.deleted_at is null
          ${notBlocked(me, sql`u.id`)}
        order by u.follower_count desc, u.id desc
        limit ${MAX_PEOPLE}`,
  );

  const out: TypeaheadItem[] = [];
  const seen = new Set<string>();
  const addQuery = (query: string, source: 'topic' | 'pin') => {
    const k = query.toLocaleLowerCase('en');
    if (seen.has(k) || seen.size >= MAX_QUERIES) return;
    seen.add(k);
    out.push({ type: 'query', query, source });
  };
  for (const t of topics) addQuery(t.name, 'topic');
  for (const p of titlePhrases(
    titles.map((t) => t.title),
    typed,
    MAX_QUERIES,
  ))
    addQuery(p, 'pin');
  for (const b of boards) {
    out.push({
      type: 'board',
      board: {
        id: String(b.id),
        name: b.name,
        url: boardPath(b.username.toLowerCase(), b.slug),
        imageUrl: b.sig ? imageUrl(b.sig, '136x136') : null,
        ownerName: `${b.first_name} ${b.last_name}`.trim() || b.username,
      },
    });
  }
  for (const u of people) {
    out.push({
      type: 'user',
      user: {
        id: String(u.id),
        username: u.username,
        fullName: `${u.first_name} ${u.last_name}`.trim() || u.username,
        imageUrl: u.avatar_signature ? imageUrl(u.avatar_signature, '60x60') : null,
      },
    });
  }
  const items = out.slice(0, MAX_TYPEAHEAD);
  cache.set(key, items, me ? [userTag(me), LISTS_TAG] : [LISTS_TAG]);
  return items;
}
