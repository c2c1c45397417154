export interface Target {
  name: string;
  path: string;
  /** sent identically to Tessera and to the bare server */
  headers: Record<string, string>;
}

/**
 * What Chrome sends. Compression costs CPU, and a browser always asks for it, so the main rows
 * use the browser's accept-encoding; the identity rows show what compression costs.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

const BROWSER = {
  'user-agent': BROWSER_USER_AGENT,
  'accept-language': 'en-US,en;q=0.9',
};
const HTML_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

export const HOME_FEED_PATH = `/resource/HomefeedResource/get/?data=${encodeURIComponent(
  JSON.stringify({ options: {} }),
)}`;

/**
 * Every target issue 12 sets: the home-feed API, home SSR and closeup SSR, each signed out and
 * signed in (`cookie`: a bench person's session), with the browser's accept-encoding; with
 * `identity`, the signed-out feed and closeup once more without compression (what it costs).
 */
export function benchTargets(pinId: string, cookie: string, identity = false): Target[] {
  const feed = { ...BROWSER, accept: 'application/json, text/javascript, */*; q=0.01' };
  const page = { ...BROWSER, accept: HTML_ACCEPT };
  const closeup = `/pin/${pinId}/`;
  const gzip = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const out: Target[] = [];
  for (const [who, extra] of [
    ['signed out', {}],
    ['signed in', { cookie }],
  ] as const) {
    out.push(
      {
        name: `home feed API, ${who}`,
        path: HOME_FEED_PATH,
        headers: { ...feed, ...gzip, ...extra },
      },
      { name: `home SSR, ${who}`, path: '/', headers: { ...page, ...gzip, ...extra } },
      { name: `closeup SSR, ${who}`, path: closeup, headers: { ...page, ...gzip, ...extra } },
    );
  }
  if (identity) {
    const plain = { 'accept-encoding': 'identity' };
    out.push(
      { name: 'home feed API, signed out', path: HOME_FEED_PATH, headers: { ...feed, ...plain } },
      { name: 'closeup SSR, signed out', path: closeup, headers: { ...page, ...plain } },
    );
  }
  return out;
}

/** Issue 36's row's name: its target is ≥ 50% of the bare server. */
export const V5_BOARD_PINS = 'v5 board pins (25), token';

/** `GET /v5/boards/{id}/pins` as a client of the public API asks it: a bearer token, gzip. */
export function v5BoardPinsTarget(v5: { token: string; boardId: number }): Target {
  return {
    name: V5_BOARD_PINS,
    path: `/v5/boards/${v5.boardId}/pins?page_size=25`,
    headers: {
      authorization: `Bearer ${v5.token}`,
      accept: 'application/json',
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
    },
  };
}

interface FeedEnvelope {
  resource_response?: { data?: { id?: unknown; kind?: unknown }[] | null };
}

/** A real pin from the first page of the home feed; a plain image pin when there is one. */
export async function pickPinId(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${HOME_FEED_PATH}`);
  if (!res.ok) throw new Error(`home feed: HTTP ${res.status}`);
  const pins = ((await res.json()) as FeedEnvelope).resource_response?.data ?? [];
  const pin = pins.find((p) => p.kind === 'image') ?? pins[0];
  if (!pin || (typeof pin.id !== 'string' && typeof pin.id !== 'number')) {
    throw new Error('home feed: no pins (did the seed run?)');
  }
  return String(pin.id);
}
