import { describe, expect, it } from 'vitest';
import { lazyRenderedCssOf, lazyRenderedImports } from './lazy-rendered-css.mjs';

describe('the stylesheets of server-rendered lazy parts go with their importer (issue 30)', () => {
  it('finds the modules lazyRendered calls import, not lazyClientPart nor a plain import()', () => {
    const code = `
      const A = lazyRendered(() => import('./A').then((m) => m.A));
      const B = lazyRendered(() =>
        import("./deferred").then((m) => m.B));
      const C = lazyClientPart(() => import('./C').then((m) => m.C));
      const d = import('./D');`;
    expect(lazyRenderedImports(code)).toEqual(['./A', './deferred']);
  });

  it("adds a target's CSS and its static imports', once, never what the importer already has", () => {
    const chunks = {
      'Closeup.js': {
        imports: ['shell.js'],
        dynamicImports: ['deferred.js', 'later.js'],
        css: ['Closeup.css'],
      },
      'shell.js': { imports: [], css: ['shell.css'] },
      'deferred.js': {
        imports: ['shell.js', 'save.js', 'Closeup.js'],
        css: [],
        facade: '/p/app/deferred.ts',
      },
      'save.js': { imports: ['shell.js'], css: ['save.css', 'Closeup.css'] },
      // a dynamic import that is not a lazyRendered part keeps its stylesheets
      'later.js': { imports: [], css: ['later.css'], facade: '/p/app/later.ts' },
      'Other.js': { imports: [], dynamicImports: ['deferred.js'], css: [] },
    };
    const added = lazyRenderedCssOf(chunks, new Set(['/p/app/deferred.ts']));
    expect(Object.fromEntries(added)).toEqual({
      'Closeup.js': ['save.css'],
      'Other.js': ['shell.css', 'save.css', 'Closeup.css'],
    });
  });
});
