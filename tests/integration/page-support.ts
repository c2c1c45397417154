import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '#server/db/schema/index';
import type { TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';

/**
 * Shared by the page suites (pages, page-profiles): server-rendered pages through app.inject, as a
 * signed-out browser on http://tessera.test, and the HTML readers their checks use.
 */

export const SERVER_BUILD = path.resolve('build/server/index.js');
export const HOST = 'tessera.test';
export const ORIGIN = `http://${HOST}`;
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export type Attrs = Record<string, string>;

export function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attrsOf(raw: string): Attrs {
  const out: Attrs = {};
  for (const m of raw.matchAll(/([A-Za-z_:][-\w:.]*)(?:="([^"]*)")?/g)) {
    if (m[1]) out[m[1]] = decode(m[2] ?? '');
  }
  return out;
}

/** Attributes of every <name …> start tag. */
export function tags(html: string, name: string): Attrs[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((m) => attrsOf(m[1] ?? ''));
}

/** Anchors with their visible text. */
export function anchors(html: string): (Attrs & { text: string })[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    ...attrsOf(m[1] ?? ''),
    text: decode((m[2] ?? '').replace(/<[^>]+>/g, '')).trim(),
  }));
}

export function metaContent(html: string, key: string): string | undefined {
  return tags(html, 'meta').find((t) => t.property === key || t.name === key)?.content;
}

export function canonical(html: string): string | undefined {
  return tags(html, 'link').find((t) => t.rel === 'canonical')?.href;
}

export function title(html: string): string | undefined {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m?.[1] === undefined ? undefined : decode(m[1]);
}

export function langOf(html: string): string | undefined {
  return tags(html, 'html')[0]?.lang;
}

/** Visible text of <main>, tags stripped. */
export function mainText(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return decode(main.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' '));
}

/** The closeup itself, without the related grid below it (whose cards have their own links). */
export function closeupHtml(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const related = main.indexOf('aria-labelledby="related-');
  return related === -1 ? main : main.slice(0, related);
}

export function pinIdsOnPage(html: string): string[] {
  return tags(html, 'article')
    .map((a) => a['data-pin-id'])
    .filter((x): x is string => x !== undefined);
}

/** A signed-out browser's GET of a page (other headers, e.g. a bot's user agent, override). */
export function getPage(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: { host: HOST, 'user-agent': BROWSER, accept: 'text/html', ...headers },
  });
}

/** The rows the page tests read: an owner, a public and a secret board, pins by key. */
export async function seedPages(t: TestApp): Promise<{ sig: string; id: Record<string, string> }> {
  const id: Record<string, string> = {};
  const ctx = t.tessera.systemCtx();
  const sig = (await makeImage(ctx, 21, 1000, 1500)).signature;
  const owner = await makeUser(ctx, {
    username: 'Page_Owner',
    firstName: 'Paula',
    lastName: 'Gray',
  });
  const board = await makeBoard(ctx, owner.id, {
    slug: 'reading-corner',
    name: 'Reading corner',
  });
  const secret = await makeBoard(ctx, owner.id, {
    slug: 'surprise-party',
    name: 'Surprise party',
    privacy: 'secret',
  });
  const pin = async (key: string, boardId: number, over: Parameters<typeof makePin>[3]) => {
    id[key] = String((await makePin(ctx, owner.id, boardId, { imageSignature: sig, ...over })).id);
  };
  await pin('external', board.id, {
    title: 'Cozy reading nook',
    description: 'A window seat with cushions.',
    link: 'https://example.com/nook',
    domain: 'example.com',
  });
  await pin('ownHost', board.id, { title: 'House rules', link: `${ORIGIN}/about/` });
  await pin('noLink', board.id, { title: 'Plain pin', link: null });
  await pin('script', board.id, { title: 'Script pin', link: 'javascript:alert(1)' });
  await pin('deleted', board.id, { title: 'Gone pin', deletedAt: new Date() });
  await pin('secret', secret.id, { title: 'Secret pin' });

  // rows that should never be reachable as profiles
  const squatter = await makeUser(ctx, { username: 'settings' });
  await makeBoard(ctx, squatter.id, { slug: 'stuff' });
  const gone = await makeUser(ctx, { username: 'gone_user' });
  await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  return { sig, id };
}
