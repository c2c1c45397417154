import { describe, expect, it } from 'vitest';
import type { OverlayTexts } from './bookmarklet/overlay';
import { bookmarkletHref } from './bookmarklet-href';

const FRENCH: OverlayTexts = {
  lang: 'fr',
  dir: 'ltr',
  title: 'Enregistrer sur Tessera',
  close: 'Fermer',
  // quotes of every kind, a backslash and a closing script tag must not break the script
  nopin: 'Ce site demande qu\'on n’enregistre "rien" \\ </script>',
  none: 'Aucune image',
  choose: 'Choisissez une image',
  saveOf: 'Enregistrer {name}',
  thisPicture: 'cette image',
  save: 'Enregistrer',
};

describe('bookmarkletHref (decisions 051, 064)', () => {
  it("carries the overlay's words in the page's language as valid script", () => {
    const href = bookmarkletHref('https://pins.example', FRENCH);
    expect(href.startsWith('javascript:')).toBe(true);
    const code = decodeURIComponent(href.slice('javascript:'.length));
    // compiles (not run: it needs a page)
    expect(() => new Function(code)).not.toThrow();
    expect(code).toContain('"https://pins.example"');
    const literal = /JSON\.parse\("((?:[^"\\]|\\.)*)"\)/.exec(code)?.[1];
    expect(literal).toBeDefined();
    expect(JSON.parse(JSON.parse(`"${literal}"`))).toEqual(FRENCH);
  });
});
