import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import { oauthAppNameProblem, parseRedirectUris } from './oauth.ts';

/** A problem as the server says it in English (decision 064: through the catalog). */
const english = (s: Said | null) => (s ? i18n._(s.id, { name: s.name, ...s.values }) : null);

describe('an OAuth app’s name and redirect URIs (decision 058)', () => {
  it.each<[string, string | null]>([
    ['My app', null],
    ['   ', 'Give the app a name.'],
    ['x'.repeat(61), 'Use at most 60 characters.'],
  ])('name %j: %s', (name, problem) => {
    expect(english(oauthAppNameProblem(name))).toBe(problem);
  });

  it.each<[string, string | null]>([
    ['https://app.example/cb\nhttps://app.example/cb', null],
    ['http://localhost:8080/cb', null],
    ['com.example.app:/callback', null],
    ['', 'Give at least one redirect URI.'],
    ['not a url', 'not a url is not an absolute URL.'],
    ['https://app.example/cb#x', 'A redirect URI cannot have a fragment (#).'],
    ['http://app.example/cb', 'Use https, or http only on localhost or 127.0.0.1.'],
    ['javascript:alert(1)', 'javascript: cannot be a redirect URI.'],
    ['myapp:/cb', 'A custom scheme must be reverse-domain style, like com.example.app:/callback.'],
    [`https://a.example/${'x'.repeat(500)}`, 'A redirect URI has at most 500 characters.'],
    [
      Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`).join('\n'),
      'Give at most 10 redirect URIs.',
    ],
  ])('%j: %s', (text, problem) => {
    expect(english(parseRedirectUris(text).problem)).toBe(problem);
  });

  it('says its problems in the reader’s language (German)', () => {
    const de = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
    const say = (s: Said | null) => (s ? de._(s.id, { name: s.name, ...s.values }) : null);
    expect(say(oauthAppNameProblem(''))).toBe('Gib der App einen Namen.');
    expect(say(parseRedirectUris('nope').problem)).toBe('nope ist keine absolute URL.');
  });
});
