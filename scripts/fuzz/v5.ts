import { brokenJson, type Gen, hostileId, pct } from './bodies.ts';
import { hostileBookmark, hostileString, hostileValue } from './inputs.ts';

/**
 * The public API (decision 055): its calls with the fuzz account's token (all scopes), a broken
 * one or none, hostile ids, bookmarks, page sizes and bodies. Deletes only aim at ids that are not
 * the world's, so the other targets keep their board and pin.
 */
export const v5Gen: [string, Gen] = [
  'ANY /v5/*',
  (r, w) => {
    const id = () => (r.chance(0.5) ? String(w.boardId) : hostileId(r, w));
    const page = () =>
      new URLSearchParams({
        ...(r.chance(0.5) ? { page_size: r.pick(['0', '25', '250', '251', '-1', 'x']) } : {}),
        ...(r.chance(0.5) ? { bookmark: hostileBookmark(r) } : {}),
      }).toString();
    const method = r.pick(['GET', 'GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS']);
    const path =
      method === 'DELETE'
        ? r.pick([`/v5/boards/${pct(hostileString(r).slice(0, 40))}`, '/v5/pins/0', '/v5/pins/-1'])
        : r.pick([
            '/v5/user_account',
            `/v5/boards?${page()}`,
            `/v5/boards/${pct(id())}`,
            `/v5/boards/${pct(id())}/pins?${page()}`,
            `/v5/pins/${pct(hostileId(r, w))}`,
            `/v5/${pct(hostileString(r).slice(0, 60))}`,
          ]);
    const auth = r.pick([
      `Bearer ${w.apiToken}`,
      `Bearer ${w.apiToken}`,
      `Bearer ${hostileString(r).slice(0, 200)}`,
      'Basic abc',
      '',
    ]);
    const body =
      method === 'POST' || method === 'PATCH'
        ? r.chance(0.3)
          ? brokenJson(r)
          : JSON.stringify({
              name: hostileValue(r),
              description: hostileValue(r),
              privacy: r.pick(['PUBLIC', 'SECRET', 'secret', hostileString(r)]),
              title: hostileValue(r),
              board_id: hostileValue(r),
            })
        : undefined;
    return {
      target: 'ANY /v5/*',
      method,
      path,
      headers: {
        ...(auth ? { authorization: auth } : {}),
        ...(r.chance(0.2) ? { cookie: w.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    };
  },
];
