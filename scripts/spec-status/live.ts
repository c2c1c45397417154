// Which exported names product code itself uses. A spec rule only tests call is not behaviour
// of the product (DESIGN.md: "a spec rule that nothing calls is not done"), so a test that
// calls it cites nothing the product does.
import type { TestFile } from './classify.ts';

const IMPORT = /\bimport\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]/g;
const EXPORTED =
  /\bexport\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+([\w$]+)/g;
/** A name taken from a module loaded on demand: `import('./Carousel').then((m) => m.Carousel)`. */
const DYNAMIC =
  /\bimport\(\s*['"][^'"]+['"]\s*\)\s*\.then\(\s*\(?\s*([\w$]+)\s*\)?\s*=>\s*\1\.([\w$]+)/g;
/** Modules the framework or the server starts: whatever they export is used by that. */
const ENTRY = /^app\/(root|entry\.client|entry\.server|routes)\.tsx?$|^app\/routes\//;

/** Names that some product file imports, or that the file exporting them also uses itself. */
export function liveNames(productFiles: TestFile[]): Set<string> {
  const live = new Set<string>();
  for (const { path, text } of productFiles) {
    const code = text.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
    for (const m of code.matchAll(IMPORT)) {
      if (m[0].includes('import type')) continue;
      if (m[1]) live.add(m[1]);
      for (const part of (m[2] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ')) live.add(name);
      }
    }
    for (const m of code.matchAll(DYNAMIC)) live.add(m[2] ?? '');
    for (const m of code.matchAll(EXPORTED)) {
      const name = m[1] ?? '';
      const uses =
        code.match(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))
          ?.length ?? 0;
      if (ENTRY.test(path) || uses > 1) live.add(name);
    }
  }
  return live;
}
