import type { TestApp } from '../support/app.ts';
import type { Client } from './auth-support.ts';

/** One server-sent event as a browser's EventSource would hand it over. */
export interface SseEvent {
  event: string;
  id: string;
  data: unknown;
}

/** The app listening on a real port (SSE cannot go through inject). */
export async function listening(t: TestApp): Promise<string> {
  const app = t.tessera.app;
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  if (!a || typeof a === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${a.port}`;
}

/** An open stream of `/v3/live/`: the events so far, and a wait for the next that matches. */
export async function openStream(
  base: string,
  client: Client | null,
  extra: Record<string, string> = {},
  query = '',
) {
  const ctl = new AbortController();
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) TesseraTest/1.0',
    ...(client?.cookie ? { cookie: `${client.cookie.name}=${client.cookie.value}` } : {}),
    ...extra,
  };
  const res = await fetch(`${base}/v3/live/${query}`, { headers, signal: ctl.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const reading =
    res.headers.get('content-type')?.startsWith('text/event-stream') && res.body
      ? (async () => {
          const reader = (res.body as ReadableStream<Uint8Array>).getReader();
          const dec = new TextDecoder();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              buffer += dec.decode(value, { stream: true });
              let cut = buffer.indexOf('\n\n');
              while (cut >= 0) {
                const block = buffer.slice(0, cut);
                buffer = buffer.slice(cut + 2);
                const e: SseEvent = { event: 'message', id: '', data: null };
                let isEvent = false;
                for (const line of block.split('\n')) {
                  if (line.startsWith(':')) comments.push(line.slice(1).trim());
                  else if (line.startsWith('event: ')) e.event = line.slice(7);
                  else if (line.startsWith('id: ')) e.id = line.slice(4);
                  else if (line.startsWith('data: ')) {
                    e.data = JSON.parse(line.slice(6));
                    isEvent = true;
                  }
                }
                if (isEvent) events.push(e);
                for (const w of waiters) w();
                cut = buffer.indexOf('\n\n');
              }
            }
          } catch {
            // aborted by close()
          }
        })()
      : null;

  async function next(match: (e: SseEvent) => boolean, ms = 5000): Promise<SseEvent> {
    const end = Date.now() + ms;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > end) {
        throw new Error(`no such event; got ${JSON.stringify(events.map((e) => e.event))}`);
      }
      await new Promise<void>((resolve) => {
        const w = () => {
          waiters.delete(w);
          resolve();
        };
        waiters.add(w);
        setTimeout(w, 50);
      });
    }
  }

  return {
    res,
    /** resolves when the server ends the stream */
    ended: reading ?? Promise.resolve(),
    events,
    comments,
    next,
    /** waits a moment and answers whether no event that matches came meanwhile */
    async quietFor(match: (e: SseEvent) => boolean, ms = 400): Promise<boolean> {
      const from = events.length;
      await new Promise((r) => setTimeout(r, ms));
      return !events.slice(from).some(match);
    },
    async close() {
      ctl.abort();
      await reading;
    },
  };
}
