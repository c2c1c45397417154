import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 064: the rules and the server say what a person reads through the catalogs, never in
 * English written into the code. A string literal (or template) in `src/domain`, `src/server` or
 * `app` (beside the JSX check of i18n-literals.test.ts)
 * that reads as an English sentence (a capital, three words or more, a full stop, question or
 * exclamation mark) fails here, but for what no person using Tessera reads: log lines, thrown
 * programmer errors (`new Error`, answered as a plain 500), and the parts kept English on
 * purpose (OPERATOR_ENGLISH, each with its reason).
 */
const ROOTS = ['src/domain', 'src/server', 'app'];

const OPERATOR_ENGLISH: Record<string, string> = {
  'app/ui/gallery/': 'the design system’s gallery, a page for developers (/_dev/ui)',
  'app/routes/dev-': 'pages for developers, absent in production',
  'app/routes/debug-viewer.tsx': 'a page for developers, absent in production',
  'app/features/auth/DevPages.tsx': 'the developers’ outbox, absent in production',
  'app/features/experiences/fixtures.ts': 'sample experiences for the developers’ gallery',
  'app/features/experiences/renderers/fixtures.ts':
    'sample experiences for the developers’ gallery',
  'app/lib/call-api.ts':
    'a guard against a programming mistake: every caller passes a literal path',
  'src/server/cli/': 'the operator’s command line speaks English (decision 064)',
  'src/server/config.ts': 'start-up configuration errors for the operator',
  'src/server/demo/': 'demo content: pins, boards and articles are data, not interface',
  'src/server/api/openapi/': 'the API’s documentation for developers',
  'src/server/api/v5/openapi.ts': 'the API’s documentation for developers',
  'src/server/api/v5/oauth.ts':
    'OAuth 2 protocol errors (RFC 6749 error_description) for developers',
  'src/server/api/v5/plugin.ts': 'the public API’s not-found and crash answers for developers',
  'src/server/api/v5/schemas.ts': 'the public API’s schema documentation for developers',
  'src/domain/analytics/analytics.ts':
    'the analytics beacon’s schema, whose answers the page’s code reads',
  'src/server/api/analytics/':
    'the analytics beacon’s answers, read by the page’s code (decision 022)',
  'src/server/services/analytics/ingest.ts':
    'the analytics beacon’s answers, read by the page’s code',
  'src/server/api/notifications/one-click-unsubscribe.ts':
    'answers to a mail provider’s server (RFC 8058), never to a person',
  'src/server/api/notifications/push-resources.ts':
    'checks of the browser’s own PushSubscription, never typed by a person',
  'src/server/api/i18n/catalog.ts': 'a catalog the page’s code fetches',
  'src/server/images/routes.ts': 'image addresses an <img> asks for',
  'src/server/images/migrate-blobs.ts': 'the blob migration’s report for the operator (CLI)',
  'src/server/jobs/blob-migration.ts': 'the blob migration’s report for the operator (CLI)',
};

const SENTENCE = /^[A-Z][\p{L}’']*(?:[ ,:;–-]+\S+){2,}.*[.?!…]$/u;
// RFC 6749's error_description, for the app's developers (services/accounts/oauth-authorize.ts)
const PROTOCOL_CALL = /^protocolError$/;
const LOG_CALL = /(^|\.)(log|logger|console)\b|\.(debug|info|warn|error|fatal|trace)$/;
const DEVELOPER_ERROR = /^(Error|TypeError|RangeError|SyntaxError)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return p.endsWith(`${path.sep}catalogs`) ? [] : filesUnder(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [p]
      : [];
  });
}

/** Each English sentence written into one file, as `line: text`. */
function sentencesIn(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      if (LOG_CALL.test(callee) || PROTOCOL_CALL.test(callee)) return;
    }
    if (ts.isNewExpression(node) && DEVELOPER_ERROR.test(node.expression.getText(sf))) return;
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = node.head.text + node.templateSpans.map((s) => `X${s.literal.text}`).join('');
    }
    if (text !== null && SENTENCE.test(text.trim())) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${line}: ${text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('no English sentence written into the rules or the server (decision 064)', () => {
  const kept = Object.keys(OPERATOR_ENGLISH);
  const files = ROOTS.flatMap(filesUnder)
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => !kept.some((k) => f.startsWith(k)));

  it.each(files)('%s', (file) => {
    expect(sentencesIn(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('finds what it looks for, and passes over logs and programmer errors', () => {
    const src = [
      "throw badRequest('Give the board a name.');",
      // a template with a value (written apart so it is not read as one here)
      `const x = \`There is no profile named $\{name}.\`;`,
      "log.warn('The queue is slow today.');",
      "throw new Error('This cannot happen here.');",
      "const id = 'errors.boards.notFound';",
    ].join('\n');
    expect(sentencesIn('a.ts', src)).toEqual([
      '1: Give the board a name.',
      '2: There is no profile named X.',
    ]);
  });
});
