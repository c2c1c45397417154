/**
 * What a text input may contain (issue 10): PostgreSQL refuses NUL in text, and no person types
 * the other control characters, so they are refused at the edge with a message naming the field
 * instead of failing deep in the database. Tab, LF and CR stay allowed everywhere: browsers send
 * textarea lines as CRLF, and a pasted tab is harmless. Lone UTF-16 surrogates (possible in JSON
 * `\ud800` escapes) are refused too: they cannot be stored as UTF-8 without being changed.
 */

// Cc is C0, DEL and C1; all of them but tab, LF, CR; and any lone surrogate (Cs in u mode).
const FORBIDDEN = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

// In an address, not even tab and line breaks: URL parsers strip them, so `/\t\n/x` would be
// read as `//x`, another host.
const FORBIDDEN_IN_PATH = /\p{Cc}|\p{Cs}/u;

export type TextProblem = 'control_character' | 'lone_surrogate';

function problemOf(forbidden: RegExp, s: string): TextProblem | null {
  const m = forbidden.exec(s);
  if (!m) return null;
  const code = m[0].codePointAt(0) ?? 0;
  return code >= 0xd800 && code <= 0xdfff ? 'lone_surrogate' : 'control_character';
}

/** Why `s` is not acceptable text, or null when it is. */
export function textProblem(s: string): TextProblem | null {
  return problemOf(FORBIDDEN, s);
}

/** Why a decoded URL path is not acceptable: any control character, tab and newline included. */
export function pathProblem(s: string): TextProblem | null {
  return problemOf(FORBIDDEN_IN_PATH, s);
}

export interface BadValue {
  /** dotted path of the value or key, e.g. `options.title` or `options.tags.2` */
  path: string;
  problem: TextProblem;
}

/**
 * The first string (value or object key) in a parsed JSON value that is not acceptable text.
 * Walks at most `maxNodes` nodes, so a hostile body costs bounded time.
 */
export function findBadText(value: unknown, root = '', maxNodes = 100_000): BadValue | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  let seen = 0;
  while (stack.length) {
    const next = stack.pop();
    if (!next) break;
    const [v, path] = next;
    if (++seen > maxNodes) return null;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { path, problem };
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => {
        stack.push([x, join(path, String(i))]);
      });
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const problem = textProblem(k);
        if (problem) return { path: join(path, printable(k)), problem };
        stack.push([x, join(path, k)]);
      }
    }
  }
  return null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** A name safe to show in a message: its bad characters as \u escapes, at most 60 long. */
export function printable(s: string): string {
  return s
    .slice(0, 60)
    .replace(
      /\p{Cc}|\p{Cs}/gu,
      (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
    );
}
