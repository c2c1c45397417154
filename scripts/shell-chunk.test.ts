import { describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  SHARED_BY_ROUTES,
  shellModulesOf,
  shellOutput,
} from './shell-chunk.mjs';

const chunk = (facade: string | null, imports: string[], moduleIds: string[]) => ({
  type: 'chunk',
  facadeModuleId: facade,
  imports,
  moduleIds,
});

describe('shellModulesOf (issue 12: one file for the modules every page loads)', () => {
  it('takes the modules of every chunk the entry and the root route load statically, not theirs', () => {
    const bundle = {
      'entry.js': chunk('/p/app/entry.client.tsx', ['router.js'], ['/p/app/entry.client.tsx']),
      'router.js': chunk(null, ['react-dom.js'], ['/p/node_modules/router.js']),
      'react-dom.js': chunk(
        null,
        [],
        ['/p/node_modules/react-dom.js', '/p/node_modules/scheduler.js'],
      ),
      'root.js': chunk(
        '/p/app/root.tsx?client-route=1',
        ['Button.js', 'router.js'],
        ['/p/app/root.tsx?client-route=1'],
      ),
      'Button.js': chunk(null, [], ['/p/app/ui/Button.tsx', '/p/app/ui/Button.module.css']),
      'Lazy.js': chunk('/p/app/ui/Lazy.tsx', ['Button.js'], ['/p/app/ui/Lazy.tsx']),
      'style.css': { type: 'asset' },
    };
    expect(shellModulesOf(bundle).shell.sort()).toEqual(
      [
        '/p/node_modules/router.js',
        '/p/node_modules/react-dom.js',
        '/p/node_modules/scheduler.js',
        '/p/app/ui/Button.tsx',
        '/p/app/ui/Button.module.css',
      ].sort(),
    );
  });

  it(`adds a chunk that ${SHARED_BY_ROUTES} or more route pages load and a landing page loads, never a route's own; the others share one file`, () => {
    // home and SHARED_BY_ROUTES routes besides
    const routes = Array.from({ length: SHARED_BY_ROUTES + 1 }, (_, i) => i);
    const bundle: Record<string, ReturnType<typeof chunk>> = {
      'entry.js': chunk('/p/app/entry.client.tsx', [], ['/p/app/entry.client.tsx']),
      'root.js': chunk('/p/app/root.tsx', [], ['/p/app/root.tsx']),
      'Grid.js': chunk(null, [], ['/p/app/feed/Grid.tsx']),
      'Field.js': chunk(null, [], ['/p/app/ui/Field.tsx']),
      'Rare.js': chunk(null, [], ['/p/app/ui/Rare.tsx']),
    };
    // route 0 is home, which shows the grid; every route has a form but home; route 1 a rare part
    for (const i of routes)
      bundle[`route${i}.js`] = chunk(
        i === 0 ? '/p/app/routes/home.tsx' : `/p/app/routes/r${i}.tsx`,
        i === 0
          ? ['Grid.js']
          : i === 1
            ? ['Grid.js', 'Field.js', 'Rare.js']
            : ['Grid.js', 'Field.js'],
        [`/p/app/routes/r${i}.tsx`],
      );
    bundle['pin.js'] = chunk('/p/app/routes/pin.tsx', ['Field.js'], ['/p/app/routes/pin.tsx']);
    expect(shellModulesOf(bundle)).toEqual({
      shell: ['/p/app/feed/Grid.tsx', '/p/app/ui/Field.tsx'],
      shared: [],
    });
    bundle['pin.js'] = chunk('/p/app/routes/pin.tsx', [], ['/p/app/routes/pin.tsx']);
    expect(shellModulesOf(bundle)).toEqual({
      shell: ['/p/app/feed/Grid.tsx'],
      shared: ['/p/app/ui/Field.tsx'],
    });
  });

  it('fails the build when the entry or the root route has no chunk', () => {
    expect(() => shellModulesOf({})).toThrow(/entry\.client/);
  });
});

describe('shellOutput', () => {
  it('names the shell and shared chunks for exactly the given modules, moving none of their imports', () => {
    const out = shellOutput({ shell: ['/p/a.ts'], shared: ['/p/f.ts'] });
    expect(out.onlyExplicitManualChunks).toBe(true);
    expect(out.manualChunks('/p/a.ts')).toBe('shell');
    expect(out.manualChunks('/p/f.ts')).toBe('shared');
    expect(out.manualChunks('/p/b.ts')).toBeUndefined();
  });
});

describe('addCompileHints (V8 compiles the shell and the entry off the main thread)', () => {
  it('puts the hint on the first line of the shell and the entry only, once', () => {
    const bundle = {
      'assets/shell-x.js': { type: 'chunk', name: 'shell', code: 'const __vite__mapDeps=1;' },
      'assets/entry.client-x.js': { type: 'chunk', name: 'entry.client', code: 'import"a";' },
      'assets/home-x.js': { type: 'chunk', name: 'home', code: 'export{}' },
      'assets/shell-x.css': { type: 'asset', name: 'shell' },
    };
    expect(addCompileHints(bundle).sort()).toEqual(['entry.client', 'shell']);
    expect(addCompileHints(bundle)).toHaveLength(2);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(bundle['assets/shell-x.js'].code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;`);
    expect(bundle['assets/entry.client-x.js'].code).toBe(`${COMPILE_HINT}import"a";`);
    expect(bundle['assets/home-x.js'].code).toBe('export{}');
  });
});
