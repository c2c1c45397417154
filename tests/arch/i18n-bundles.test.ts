import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { bundleOf, TEXT_BUNDLES, type TextBundle } from '#domain/i18n/bundles';
import { CATALOGS } from '#domain/i18n/catalogs/index';

/**
 * Decision 064: a text outside `core` reaches the browser with the code that shows it. So every
 * module of the app that names an id of another bundle imports that bundle's loader
 * (`app/lib/texts/<bundle>`), which awaits the bundle before the module runs. Server-only files
 * (`*.server.ts`) are exempt: the server's instance has every text.
 */
const IDS = new Set(Object.keys(CATALOGS.en));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'gallery' ? [] : sourcesUnder(file);
    return /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The bundles a module names ids of, and those whose loader it imports. */
function bundlesOf(file: string, source: string) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const named = new Set<TextBundle>();
  const loaded = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const m = /\/lib\/texts\/(\w+)$|^\.\/texts\/(\w+)$/.exec(node.moduleSpecifier.text);
      if (m) loaded.add(m[1] ?? m[2] ?? '');
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      IDS.has(node.text)
    ) {
      const bundle = bundleOf(node.text);
      if (bundle !== 'core') named.add(bundle);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { named: [...named].sort(), loaded: [...named].filter((b) => loaded.has(b)).sort() };
}

describe('a text outside core arrives with the code that shows it (decision 064)', () => {
  const files = sourcesUnder('app');

  it.each(files)('%s', (file) => {
    const { named, loaded } = bundlesOf(file, readFileSync(file, 'utf8'));
    expect(loaded, `${file} shows texts of ${named.join(', ')}`).toEqual(named);
  });

  it('each bundle but core has its loader', () => {
    for (const bundle of TEXT_BUNDLES.filter((b) => b !== 'core')) {
      if ([...IDS].some((id) => bundleOf(id) === bundle)) {
        expect(readFileSync(`app/lib/texts/${bundle}.ts`, 'utf8')).toContain(
          `await loadTexts('${bundle}')`,
        );
      }
    }
  });

  it('finds what it looks for', () => {
    const id = [...IDS].find((i) => bundleOf(i) === 'settings') ?? '';
    expect(bundlesOf('a.tsx', `t('${id}'); t('shell.home');`)).toEqual({
      named: ['settings'],
      loaded: [],
    });
    expect(bundlesOf('a.tsx', `import '../../lib/texts/settings';\nt('${id}');`).loaded).toEqual([
      'settings',
    ]);
  });
});
