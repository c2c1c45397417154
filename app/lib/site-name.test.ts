import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackTitle, setSiteName } from './site-name';

afterEach(() => setSiteName('Tessera'));

// what the root loader says in the page's language (root.server.ts: meta.notFound, meta.error)
const root = {
  id: 'root',
  loaderData: {
    errorTitles: { notFound: 'Seite nicht gefunden', error: 'Etwas ist schiefgelaufen' },
  },
};

// a 404 as a loader throws it (notFoundPage) and the router hands it to meta()
const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };

describe('a page whose loader failed or found nothing is titled in its language (decision 064)', () => {
  it('nothing found, or a 404: the root’s not-found title', () => {
    expect(isRouteErrorResponse(notFound)).toBe(true);
    setSiteName('Kachel');
    const matches = [root, { id: 'routes/board', loaderData: undefined }];
    expect(fallbackTitle({ matches })).toBe('Seite nicht gefunden | Kachel');
    expect(fallbackTitle({ matches, error: notFound })).toBe('Seite nicht gefunden | Kachel');
  });

  it('any other error: the root’s went-wrong title', () => {
    expect(fallbackTitle({ matches: [root], error: new Error('boom') })).toBe(
      'Etwas ist schiefgelaufen | Tessera',
    );
    expect(fallbackTitle({ matches: [root], error: { ...notFound, status: 500 } })).toBe(
      'Etwas ist schiefgelaufen | Tessera',
    );
  });

  it('without the root’s data, the instance’s name alone: never an English word', () => {
    expect(fallbackTitle({ matches: [undefined], error: new Error('boom') })).toBe('Tessera');
  });
});
