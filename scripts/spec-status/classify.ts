// How `npm run spec:status` decides whether a test that cites a spec id checks that behaviour
// through product code. Static and deliberately simple, so anyone can predict its verdict:
// - a journey (tests/e2e) or an integration test (tests/integration) drives the running app, so
//   its citing test counts when its body awaits something or calls product code;
// - any other test counts when its body (or a helper function of its file that it calls) calls a
//   function, or renders a component, imported from product code (app/, src/) or from a test
//   helper module that itself imports product code. A product function counts only when product
//   code uses it too (./live.ts): one only tests call is no behaviour of the product. Comparing
//   imported UPPER_CASE constants, looking things up in a table (`TABLE.find(...)`) or matching
//   string literals does not count.
// An id counts as cited only when written out (a range `P-089..P-092` cites its two ends: the
// test's author may have meant less than every id between). The audited list in
// docs/spec-not-in-tessera.md then overrides the verdict for citations read by a person.
import path from 'node:path';
import ts from 'typescript';

export type TestFile = { path: string; text: string };

/** One `it`/`test` call: the ids its name and its describes' names cite, and the verdict. */
export type Citation = { file: string; line: number; name: string; ids: string[]; real: boolean };

const ID = /\b[PM]-\d{3}\b/g;
const TEST_CALLS = new Set(['it', 'test']);
const SUITE_CALLS = new Set(['describe', 'suite']);
const HOOKS = new Set(['beforeEach', 'beforeAll']);
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;
/** Methods of arrays, maps, sets, strings and objects: calling one on a product table is a lookup. */
const LOOKUPS = new Set(
  'at concat entries every filter find findIndex findLast flat flatMap forEach get has includes indexOf join keys map reduce slice some sort toSorted values size startsWith endsWith match test toString split trim'.split(
    ' ',
  ),
);

/** Where an import specifier points, relative to the repository root, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('#domain/')) return `src/domain/${spec.slice(8)}`;
  if (spec.startsWith('#server/')) return `src/server/${spec.slice(8)}`;
  if (spec.startsWith('#app/')) return `app/${spec.slice(5)}`;
  if (spec.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return null;
}

const isTestCode = (p: string) =>
  /\.test\.tsx?$|test-support|(^|\/)support(\/|\.ts)|-support(\.tsx?)?$/.test(p);
const isProduct = (p: string) => /^(app|src)\//.test(p) && !isTestCode(p);
const isHelper = (p: string) => /^tests\//.test(p) || isTestCode(p);

function importedNames(decl: ts.ImportDeclaration): string[] {
  const clause = decl.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const names: string[] = [];
  if (clause.name) names.push(clause.name.text);
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) {
    for (const el of bindings.elements) if (!el.isTypeOnly) names.push(el.name.text);
  }
  return names;
}

/** Whether a helper module imports product code (a helper that does not, reaches none). */
function helperReachesProduct(file: string, readHelper: (p: string) => string | null): boolean {
  for (const candidate of [file, `${file}.ts`, `${file}.tsx`]) {
    const text = readHelper(candidate);
    if (text === null) continue;
    const src = ts.createSourceFile(
      candidate,
      text,
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.TSX,
    );
    return src.statements.some((s) => {
      if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) return false;
      const target = resolveImport(candidate, s.moduleSpecifier.text);
      return target !== null && isProduct(target) && importedNames(s).length > 0;
    });
  }
  return false;
}

function calleeName(expr: ts.Expression): string | null {
  let e: ts.Expression = expr;
  while (
    ts.isPropertyAccessExpression(e) ||
    ts.isElementAccessExpression(e) ||
    ts.isCallExpression(e)
  ) {
    e = e.expression;
  }
  return ts.isIdentifier(e) ? e.text : null;
}

/** The name of a test-framework call: `it`, `it.each(...)`, `describe.skipIf(...).each(...)` → it/describe. */
function frameworkName(callee: ts.Expression): string | null {
  const root = calleeName(callee);
  return root && (TEST_CALLS.has(root) || SUITE_CALLS.has(root)) ? root : null;
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return null;
}

const ids = (text: string) => [...new Set(text.match(ID) ?? [])];

/**
 * `it.each([['P-260', ...], ...])('%s …')`: a table written out in the call, whose rows the name
 * prints, cites the ids in its strings. A table built elsewhere is not read.
 */
function tableIds(callee: ts.Expression, name: string): string[] {
  if (!/%[sjdio#]|\$\w/.test(name) || !ts.isCallExpression(callee)) return [];
  const each = callee.expression;
  const table = callee.arguments[0];
  if (!ts.isPropertyAccessExpression(each) || each.name.text !== 'each' || !table) return [];
  if (!ts.isArrayLiteralExpression(table)) return [];
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteralLike(n)) found.push(...ids(n.text));
    ts.forEachChild(n, visit);
  };
  visit(table);
  return found;
}

type Scope = { product: Set<string>; locals: Map<string, ts.Node> };

/** Whether a piece of code calls or renders product code, following the file's own functions. */
function reaches(node: ts.Node, scope: Scope, seen: Set<ts.Node>): boolean {
  if (seen.has(node)) return false;
  seen.add(node);
  let found = false;
  const viaName = (name: string | null) => {
    if (!name || CONSTANT.test(name)) return false;
    if (scope.product.has(name)) return true;
    const local = scope.locals.get(name);
    return local !== undefined && reaches(local, scope, seen);
  };
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      const callee = n.expression;
      const lookup = ts.isPropertyAccessExpression(callee) && LOOKUPS.has(callee.name.text);
      if (!lookup && viaName(calleeName(callee))) found = true;
      // a product function handed to a call (renderHook(useX), cases.map(parse)) runs there
      const handsOver = calleeName(callee) !== 'expect';
      for (const arg of n.arguments ?? [])
        if (handsOver && ts.isIdentifier(arg) && viaName(arg.text)) found = true;
    }
    if (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) {
      if (viaName(calleeName(n.tagName as ts.Expression))) found = true;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function hasAwait(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isAwaitExpression(n) || (ts.isForOfStatement(n) && n.awaitModifier)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** The file's top-level and nested named functions and function-valued consts, by name. */
function localFunctions(src: ts.SourceFile): Map<string, ts.Node> {
  const locals = new Map<string, ts.Node>();
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionDeclaration(n) && n.name && n.body) locals.set(n.name.text, n.body);
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      // any const initialised by an expression: `const render = (p) => ...` or `const r = setup()`
      locals.set(n.name.text, n.initializer);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return locals;
}

/**
 * Every `it`/`test` of a file with the ids it cites (its own name plus the names of the
 * describes around it), each judged real or not by the rule at the top of this file.
 */
export function citationsOf(
  file: TestFile,
  readHelper: (p: string) => string | null,
  live: Set<string> | null = null,
): Citation[] {
  const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const src = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
  const product = new Set<string>();
  for (const s of src.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const target = resolveImport(file.path, s.moduleSpecifier.text);
    if (target === null) continue;
    if (isProduct(target)) {
      for (const name of importedNames(s)) if (!live || live.has(name)) product.add(name);
    } else if (isHelper(target) && helperReachesProduct(target, readHelper)) {
      for (const name of importedNames(s)) product.add(name);
    }
  }
  const scope: Scope = { product, locals: localFunctions(src) };
  const drivesApp = /^tests\/(e2e|integration)\//.test(file.path);
  const out: Citation[] = [];
  // a beforeEach/beforeAll that renders or builds product code sets up the tests beside it
  const setUp = (block: ts.Node): boolean => {
    let found = false;
    ts.forEachChild(block, (s) => {
      const call =
        ts.isExpressionStatement(s) && ts.isCallExpression(s.expression) ? s.expression : null;
      const name = call && ts.isIdentifier(call.expression) ? call.expression.text : '';
      if (call && HOOKS.has(name) && reaches(call, scope, new Set())) found = true;
    });
    return found;
  };
  const walk = (n: ts.Node, inherited: string[], setup: boolean): void => {
    if (ts.isCallExpression(n)) {
      const fw = frameworkName(n.expression);
      const name = fw ? literalText(n.arguments[0]) : null;
      if (fw && name !== null) {
        const cited = [...new Set([...inherited, ...ids(name), ...tableIds(n.expression, name)])];
        const body = [...n.arguments]
          .reverse()
          .find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
        if (SUITE_CALLS.has(fw)) {
          const inner =
            body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body)) ? body.body : body;
          if (inner) ts.forEachChild(inner, (c) => walk(c, cited, setup || setUp(inner)));
          return;
        }
        if (cited.length > 0 && body) {
          const real =
            (setup && !drivesApp) ||
            reaches(body, scope, new Set()) ||
            (drivesApp && hasAwait(body));
          const line = src.getLineAndCharacterOfPosition(n.getStart()).line + 1;
          out.push({ file: file.path, line, name, ids: cited, real });
        }
        return;
      }
    }
    ts.forEachChild(n, (c) => walk(c, inherited, setup));
  };
  walk(src, [], setUp(src));
  return out;
}
