/**
 * Hostile values for the fuzzer (issue 10): a seeded PRNG, so a run is repeatable from its seed,
 * and generators for the inputs an attacker or a broken client sends.
 */

export type Rng = {
  /** 0 ≤ x < 1 */
  next(): number;
  int(max: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
};

/** mulberry32: small, fast, good enough to spread inputs; the same seed gives the same run. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max) => Math.floor(next() * max),
    pick: (xs) => {
      const x = xs[Math.floor(next() * xs.length)];
      if (x === undefined) throw new Error('pick from an empty list');
      return x;
    },
    chance: (p) => next() < p,
  };
}

/** Strings that break naive code: control characters, unicode edge cases, injections, sizes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
  '\ud800',
  'x\udc00y',
  '\ufeff',
  '\u202etxt.exe',
  '\u200b',
  'e\u0301',
  '😀'.repeat(50),
  '𝕏',
  'ﷺ',
  '\t\r\n',
  '\r\n\r\n',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  // a template injection probe, as text
  '$' + '{7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  '1.5',
  'true',
  '[]',
  '{}',
  'http://127.0.0.1:1/',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  `https://example.invalid/${'a'.repeat(3000)}`,
  'a'.repeat(31),
  'a'.repeat(101),
  'a'.repeat(501),
  'a'.repeat(5001),
];

export function hostileString(r: Rng): string {
  if (r.chance(0.08)) return 'x'.repeat(r.pick([1000, 10_000, 100_000, 600_000]));
  if (r.chance(0.1)) {
    // random code units, lone surrogates and controls included
    return Array.from({ length: 1 + r.int(40) }, () => String.fromCharCode(r.int(0x10000))).join(
      '',
    );
  }
  return r.pick(HOSTILE_STRINGS);
}

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  1,
  1.5,
  -2.5,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
];

export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A hostile JSON value (as a value, not text). */
export function hostileValue(r: Rng, depth = 0): unknown {
  switch (r.int(depth > 2 ? 4 : 9)) {
    case 0:
    case 1:
      return hostileString(r);
    case 2:
      return r.pick(HOSTILE_NUMBERS);
    case 3:
      return r.pick([null, true, false]);
    case 4:
      return Array.from({ length: r.int(4) }, () => hostileValue(r, depth + 1));
    case 5:
      return Array.from({ length: r.pick([100, 1000, 20_000]) }, () => r.int(10));
    case 6:
      return JSON.parse(
        r.pick([
          '{"__proto__":{"isAdmin":true,"polluted":1}}',
          '{"constructor":{"prototype":{"polluted":1}}}',
          '{"toString":"x","valueOf":1,"hasOwnProperty":null}',
        ]),
      );
    case 7:
      return Object.fromEntries(
        Array.from({ length: 1 + r.int(4) }, () => [hostileString(r), hostileValue(r, depth + 1)]),
      );
    default:
      return { nested: hostileValue(r, depth + 1) };
  }
}

/** Bookmarks as a client could forge them: not base64, base64 of garbage, of hostile JSON. */
export function hostileBookmark(r: Rng): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const b64u = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const keyset = b64u(['2026-01-01 00:00:00.123456+00', 1]);
  return r.pick([
    keyset,
    b64u(['2026-01-01 00:00:00+00', 9007199254740991]),
    b64u(['9999-12-31 23:59:59.999999-15', 2147483648]),
    b64u(['0001-01-01 00:00:00+15', 1]),
    b64u(['2026-02-30 00:00:00+00', 1]),
    `c.999999999.${keyset}`,
    `c.-999999999.${keyset}`,
    `c.1.${b64u(['\u0000', 1])}`,
    b64u({ b: '\u0000', s: 0 }),
    b64u({ b: 'x'.repeat(500), s: 0 }),
    b64u({ b: null, s: 1e9 }),
    b64u({ o: 9007199254740991 }),
    b64u({ o: 2147483648 }),
    '!!!',
    '====',
    b64('garbage'),
    b64('{}'),
    b64('[]'),
    b64('null'),
    b64('{"o":-1}'),
    b64('{"o":1e308,"id":"x"}'),
    b64('{"offset":"\u0000"}'),
    b64(JSON.stringify({ o: 'a'.repeat(300) })),
    b64(JSON.stringify({ t: 'not a date', id: -5 })),
    b64(JSON.stringify([1, 2, 3])),
    Buffer.from([0xff, 0xfe, 0x00]).toString('base64url'),
    'a'.repeat(499),
    hostileString(r),
  ]);
}
