import type { IncomingMessage } from 'node:http';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { escapeHtml } from '#domain/formatting/html';
import { pathProblem, printable, textProblem } from '#domain/formatting/text-input';
import type { MessageId } from '#domain/i18n/catalogs/index';
import { directionOf } from '#domain/i18n/locales';
import { IMAGE_LIMITS } from './images/pipeline.ts';
import { type Reader, tr } from './services/platform/i18n.ts';
import { Lru } from './services/platform/versioned-cache.ts';

/**
 * The gate in front of React Router actions (issue 10): what a page route may be sent, checked
 * once here rather than in every action. Methods a route does not take get 405 with a truthful
 * Allow; a body that is not a form 415, a malformed one 400, one over the limit 413 (counted while
 * it streams in, never read whole); a control character in any field, path or query 400 naming it.
 */

/** The API's limit; page forms are small. */
export const PAGE_BODY_LIMIT = 1024 * 1024;
/** Page actions that take a file, and how much they may be sent (the file and a few fields). */
const UPLOAD_LIMITS: Record<string, number> = {
  '/settings/avatar': IMAGE_LIMITS.maxBytes + 64 * 1024,
};

/** A text of the refusal page: a catalog id and its values (a list is said as "a, b or c"). */
export interface PageText {
  id: MessageId;
  values?: Record<string, string | number | string[]>;
}

/**
 * A refused page request. Its title and message are ids, said in the request's language when the
 * page is written (decision 064); `message` is the English, for logs.
 */
export class PageInputError extends Error {
  constructor(
    readonly status: number,
    readonly title: PageText,
    readonly said: PageText,
    readonly headers: Record<string, string> = {},
  ) {
    super(sayPageText({}, said));
  }
}

/** `text` in `reader`'s language, its lists joined as the language joins alternatives. */
export function sayPageText(reader: Reader, text: PageText): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(text.values ?? {})) {
    values[k] = Array.isArray(v)
      ? new Intl.ListFormat(reader.locale ?? 'en', { type: 'disjunction' }).format(v)
      : v;
  }
  return tr(reader, text.id, values);
}

const BAD_ADDRESS: PageText = { id: 'errors.page.badAddressTitle' };

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

interface RouteFacts {
  /** the route the path renders: its branch is the leaf and its parents */
  leafId: string;
  hasAction: boolean;
  /** a page (component) or a loader: something a GET answers */
  hasGet: boolean;
}

/** Paths whose route is remembered (a few dozen bytes each). */
const MAX_MATCHED_PATHS = 20_000;

/** Which route a path renders and whether it has an action, from the server build. */
export function routeMatcher(build: ServerBuild): (pathname: string) => RouteFacts | null {
  type Node = RouteObject & { facts: RouteFacts };
  const nodes = new Map<string, Node>();
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    const facts = {
      leafId: r.id,
      hasAction: typeof r.module.action === 'function',
      hasGet: typeof r.module.loader === 'function' || r.module.default !== undefined,
    };
    const base = { id: r.id, path: r.path, caseSensitive: r.caseSensitive, facts };
    nodes.set(r.id, (r.index ? { ...base, index: true } : { ...base, children: [] }) as Node);
  }
  const roots: Node[] = [];
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    const node = nodes.get(r.id);
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (!node) continue;
    if (parent?.children) parent.children.push(node);
    else roots.push(node);
  }
  // issue 32: matchRoutes flattens, ranks and compiles every route on each call (0.8 ms, most
  // of a kept page's CPU); a path's facts never change while the build runs
  const known = new Lru<RouteFacts | null>(MAX_MATCHED_PATHS);
  return (pathname) => {
    const hit = known.get(pathname);
    if (hit !== undefined) return hit;
    const matches = matchRoutes(roots, pathname);
    const last = matches?.[matches.length - 1]?.route as Node | undefined;
    const facts = last ? last.facts : null;
    known.set(pathname, facts);
    return facts;
  };
}

/**
 * The page path a request is for, as React Router reads it with `v8_trailingSlashAwareDataRequests`
 * (react-router.config.ts): single-fetch data requests end in `.data`, and in `/_.data` for a path
 * with a trailing slash (the root's is `/_.data`). `/_root.data` is the path `/_root`, as the
 * framework reads it: the page it renders is chosen by this path (decision 084).
 */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** Path segments and query parameters must be text a person could type. */
export function checkUrl(url: URL): void {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new PageInputError(400, BAD_ADDRESS, { id: 'errors.page.badEscape' });
  }
  const problem = pathProblem(path);
  if (problem) {
    throw new PageInputError(400, BAD_ADDRESS, {
      id: 'errors.page.addressProblem',
      values: { problem },
    });
  }
  for (const [k, v] of url.searchParams) {
    const problem = textProblem(k) ?? textProblem(v);
    if (problem) {
      throw new PageInputError(400, BAD_ADDRESS, {
        id: 'errors.page.parameterProblem',
        values: { name: printable(k), problem },
      });
    }
  }
}

/** The methods a route takes; a path no route matches renders the 404 page, so GET. */
export function allowOf(facts: RouteFacts | null): string {
  if (!facts) return 'GET, HEAD';
  const methods = [...(facts.hasGet ? ['GET', 'HEAD'] : []), ...(facts.hasAction ? ['POST'] : [])];
  return methods.join(', ') || 'GET, HEAD';
}

/** 405 for a method the route does not take. */
export function checkMethod(method: string, facts: RouteFacts | null): void {
  const allow = allowOf(facts);
  if (!allow.split(', ').includes(method)) {
    throw new PageInputError(
      405,
      { id: 'errors.page.methodTitle' },
      {
        id: 'errors.page.method',
        values: { allow: allow.split(', '), method: method.slice(0, 20) },
      },
      { allow },
    );
  }
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** 415 for a body that is not a form, before any of it is read. */
export function checkFormType(contentType: string | undefined): void {
  if (!FORM_TYPES.includes(mediaTypeOf(contentType))) {
    throw new PageInputError(
      415,
      { id: 'errors.page.notFormTitle' },
      { id: 'errors.page.notForm' },
    );
  }
}

export function bodyLimitOf(pagePath: string): number {
  return UPLOAD_LIMITS[pagePath] ?? PAGE_BODY_LIMIT;
}

function tooLarge(limit: number): PageInputError {
  const mb = Math.round(limit / (1024 * 1024));
  return new PageInputError(
    413,
    { id: 'errors.page.tooLargeTitle' },
    { id: 'errors.page.tooLarge', values: { mb } },
    { connection: 'close' },
  );
}

/**
 * The body, counted while it streams in: refused by Content-Length, or as soon as it passes the
 * limit. The stream is paused, not destroyed, so the 413 page still reaches the sender before the
 * connection closes; nothing past the limit is kept.
 */
export function readBody(raw: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        cleanup();
        raw.pause();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    const cutOff = () =>
      new PageInputError(400, { id: 'errors.page.cutOffTitle' }, { id: 'errors.page.cutOff' });
    const onError = () => {
      cleanup();
      reject(cutOff());
    };
    const onClose = () => {
      cleanup();
      if (!raw.complete) reject(cutOff());
    };
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.on('close', onClose);
  });
}

/** The form a body holds; 400 when it is not one, or when a field is not acceptable text. */
export async function parseForm(body: Buffer, contentType: string): Promise<FormData> {
  let form: FormData;
  try {
    form = await new Request('http://form.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new PageInputError(
      400,
      { id: 'errors.page.malformedTitle' },
      {
        id:
          mediaTypeOf(contentType) === 'multipart/form-data'
            ? 'errors.page.malformedMultipart'
            : 'errors.page.malformed',
      },
    );
  }
  for (const [name, value] of form) {
    const problem = textProblem(name) ?? (typeof value === 'string' ? textProblem(value) : null);
    if (problem) {
      throw new PageInputError(
        400,
        { id: 'errors.page.checkFormTitle' },
        { id: 'errors.page.fieldProblem', values: { name: printable(name), problem } },
      );
    }
  }
  return form;
}

/**
 * A readable page for a refused request, in `reader`'s language: React Router never saw it, so
 * it is plain HTML.
 */
export function errorPageHtml(e: PageInputError, reader: Reader): string {
  const locale = reader.locale ?? 'en';
  const title = sayPageText(reader, e.title);
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Tessera</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;margin:0}
header{padding:16px 24px}header a{color:#e60023;font-weight:700;font-size:20px;text-decoration:none}
main{max-width:560px;margin:12vh auto 0;padding:0 24px;text-align:center}
.status{color:#767676;font-size:14px;margin:0}h1{font-size:28px;margin:8px 0 12px}p{line-height:1.5}
.home{display:inline-block;margin-top:16px;padding:12px 20px;border-radius:24px;background:#efefef;color:#111;font-weight:600;text-decoration:none}</style>
</head><body><header><a href="/">Tessera</a></header>
<main><p class="status">${e.status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(sayPageText(reader, e.said))}</p>
<a class="home" href="/">${escapeHtml(tr(reader, 'errors.page.goHome'))}</a></main></body></html>`;
}
