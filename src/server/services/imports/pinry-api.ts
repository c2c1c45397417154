import type { MessageId } from '#domain/i18n/catalogs/index';
import { MAX_IMPORT_ITEMS, type ParsedImport } from '#domain/imports/import-item';
import { parsePinry, pinryPage } from '#domain/imports/pinry';
import { badRequest } from '../../errors.ts';
import { fetchJsonUrl, UrlFetchError, type UrlFetchOptions } from '../../images/fetch-url.ts';
import { type Reader, tr } from '../platform/i18n.ts';

/** A running Pinry instance and a token of its person (Pinry → profile → Token). */
export interface PinryAccess {
  address: string;
  token: string;
}

const PAGE = 100;
/** all of a person's Pinry is read within this, or the import is refused as too slow */
const BUDGET_MS = 120_000;

/** The instance's root as an address ending in `/`, or a readable 400. */
function instanceRoot(address: string, reader: Reader): URL {
  const url = URL.parse(address.trim());
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw badRequest(tr(reader, 'errors.imports.pinryAddress'));
  }
  url.search = '';
  url.hash = '';
  url.pathname = `${url.pathname.replace(/\/api\/v2\/?.*$/, '').replace(/\/+$/, '')}/`;
  return url;
}

/**
 * Decision 053 (Sources): a person's pins and boards read from their Pinry's API with their
 * token (`Authorization: Token …`, sent to that instance only), page by page (limit/offset), each
 * answer behind the SSRF guard (10 MB, 20 s; two minutes in all). Whose pins they are is what
 * `/api/v2/profile/users/` says the token is. Nothing is stored here.
 */
export async function readPinryApi(
  access: PinryAccess,
  fetch: Partial<UrlFetchOptions>,
  reader: Reader = {},
): Promise<ParsedImport | { error: MessageId }> {
  const root = instanceRoot(access.address, reader);
  const token = access.token.trim();
  if (!token || /\s/.test(token)) throw badRequest(tr(reader, 'errors.imports.pinryToken'));
  const started = Date.now();
  const get = async (path: string): Promise<unknown> => {
    if (Date.now() - started > BUDGET_MS) {
      throw badRequest(tr(reader, 'errors.imports.pinrySlow'));
    }
    try {
      return await fetchJsonUrl(
        new URL(path, root).href,
        { authorization: `Token ${token}` },
        fetch,
      );
    } catch (e) {
      if (!(e instanceof UrlFetchError)) throw e;
      if (e.status === 401 || e.status === 403)
        throw badRequest(tr(reader, 'errors.imports.pinryRefused'));
      if (e.code === 'blocked') throw badRequest(tr(reader, 'errors.imports.pinryUnreachable'));
      throw badRequest(tr(reader, 'errors.imports.pinryUnreadable', { reason: e.message }));
    }
  };
  const me = await get('api/v2/profile/users/');
  const username = Array.isArray(me)
    ? (me[0] as { username?: unknown } | undefined)?.username
    : null;
  if (typeof username !== 'string' || !username) {
    throw badRequest(tr(reader, 'errors.imports.pinryUnknownToken'));
  }
  const all = async (list: 'pins' | 'boards'): Promise<unknown[]> => {
    const out: unknown[] = [];
    // the instance may send fewer than asked a page (its own PAGE_SIZE cap): offset by what came
    for (let offset = 0; out.length <= MAX_IMPORT_ITEMS; ) {
      const query = new URLSearchParams({
        submitter__username: username,
        limit: String(PAGE),
        offset: String(offset),
      });
      const page = pinryPage(await get(`api/v2/${list}/?${query}`));
      if (!page) throw badRequest(tr(reader, 'errors.imports.notPinry'));
      out.push(...page.results);
      offset += page.results.length;
      if (!page.next || page.results.length === 0) break;
    }
    return out;
  };
  return parsePinry({ boards: await all('boards'), pins: await all('pins') }, root.href);
}
