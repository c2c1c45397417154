/**
 * decision 006 (SSRF guard): which addresses the server may fetch a picture from. Only public
 * unicast addresses pass; loopback, private, link-local, CGNAT, multicast, broadcast,
 * unspecified, documentation and reserved ranges are refused, and so are IPv6 forms that carry
 * such an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4).
 *
 * Pure string parsing, no Node APIs, so every case is a plain table-driven test.
 */

export type AddressVerdict =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; reason: string };

type V4 = [number, number, number, number];

/** Strict dotted decimal, as DNS answers and the URL parser's canonical form give it. */
export function parseIPv4(s: string): V4 | null {
  const parts = s.split('.');
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const n = Number(p);
    if (n > 255) return null;
    out.push(n);
  }
  return out as V4;
}

function parseNumberPart(p: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(p)) return p.length === 2 ? 0 : Number.parseInt(p.slice(2), 16);
  if (/^0[0-7]+$/.test(p)) return Number.parseInt(p.slice(1), 8);
  if (/^(0|[1-9]\d*)$/.test(p)) return Number(p);
  return null;
}

/**
 * An IPv4 host in any notation inet_aton and the URL standard accept: 1 to 4 parts, each
 * decimal, octal (leading 0) or hex (0x), the last part filling the remaining bytes
 * (2130706433, 0x7f.1, 017700000001, 127.1 are all 127.0.0.1).
 */
export function parseIPv4Loose(s: string): V4 | null {
  const trimmed = s.endsWith('.') ? s.slice(0, -1) : s;
  const parts = trimmed.split('.');
  if (parts.length < 1 || parts.length > 4 || parts.some((p) => p === '')) return null;
  const nums: number[] = [];
  for (const p of parts) {
    const n = parseNumberPart(p);
    if (n === null || !Number.isFinite(n)) return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  if (nums.some((n) => n > 255)) return null;
  const restBytes = 4 - nums.length;
  if (last >= 256 ** restBytes) return null;
  const out = [...nums];
  for (let i = restBytes - 1; i >= 0; i--) out.push(Math.floor(last / 256 ** i) % 256);
  return out as V4;
}

/** Eight 16-bit words, or null. Accepts '::' compression, a trailing dotted IPv4 and a zone. */
export function parseIPv6(input: string): number[] | null {
  let s = input;
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) return null;
  const lastColon = s.lastIndexOf(':');
  const dotted = s.slice(lastColon + 1);
  if (dotted.includes('.')) {
    const v4 = parseIPv4(dotted);
    if (!v4) return null;
    const hi = (v4[0] * 256 + v4[1]).toString(16);
    const lo = (v4[2] * 256 + v4[3]).toString(16);
    s = `${s.slice(0, lastColon + 1)}${hi}:${lo}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const words = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    for (const w of part.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(w)) return null;
      out.push(Number.parseInt(w, 16));
    }
    return out;
  };
  const head = words(halves[0] ?? '');
  const rest = halves.length === 2 ? words(halves[1] ?? '') : [];
  if (!head || !rest) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const fill = 8 - head.length - rest.length;
  if (fill < 1) return null;
  return [...head, ...new Array<number>(fill).fill(0), ...rest];
}

function inV4(a: V4, base: V4, bits: number): boolean {
  const n = (x: V4) => ((x[0] << 24) | (x[1] << 16) | (x[2] << 8) | x[3]) >>> 0;
  if (bits === 0) return true;
  const mask = bits === 32 ? 0xffffffff : (~0 << (32 - bits)) >>> 0;
  return (n(a) & mask) >>> 0 === (n(base) & mask) >>> 0;
}

const V4_BLOCKED: readonly [V4, number, string][] = [
  [[0, 0, 0, 0], 8, 'unspecified ("this network")'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'shared address space (CGNAT)'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'IETF protocol assignments'],
  [[192, 0, 2, 0], 24, 'documentation'],
  [[192, 88, 99, 0], 24, '6to4 relay'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'benchmarking'],
  [[198, 51, 100, 0], 24, 'documentation'],
  [[203, 0, 113, 0], 24, 'documentation'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved or broadcast'],
];

/** Why an IPv4 address is not public, or null when it is. */
export function blockedIPv4Reason(a: V4): string | null {
  for (const [base, bits, reason] of V4_BLOCKED) if (inV4(a, base, bits)) return reason;
  return null;
}

function v4FromWords(hi: number, lo: number): V4 {
  return [hi >> 8, hi & 255, lo >> 8, lo & 255];
}

/** Why an IPv6 address is not public, or null when it is (embedded IPv4 checked as IPv4). */
export function blockedIPv6Reason(w: number[]): string | null {
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = w;
  const firstFiveZero = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0;
  if (firstFiveZero && w5 === 0 && w6 === 0 && w7 === 0) return 'unspecified';
  if (firstFiveZero && w5 === 0 && w6 === 0 && w7 === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): judged as the IPv4 address
  if (firstFiveZero && (w5 === 0xffff || w5 === 0)) {
    return blockedIPv4Reason(v4FromWords(w6, w7));
  }
  // ::ffff:0:a.b.c.d (SIIT translated)
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0xffff && w5 === 0) {
    return blockedIPv4Reason(v4FromWords(w6, w7));
  }
  // NAT64 well-known prefix 64:ff9b::/96 carries an IPv4 address; 64:ff9b:1::/48 is local use
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) {
    return blockedIPv4Reason(v4FromWords(w6, w7));
  }
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 1) return 'NAT64 local use';
  // 6to4 2002:AABB:CCDD::/48 carries an IPv4 address
  if (w0 === 0x2002) return blockedIPv4Reason(v4FromWords(w1, w2));
  if ((w0 & 0xfe00) === 0xfc00) return 'unique local';
  if ((w0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((w0 & 0xffc0) === 0xfec0) return 'site-local';
  if ((w0 & 0xff00) === 0xff00) return 'multicast';
  if (w0 === 0x2001 && w1 === 0x0db8) return 'documentation';
  if (w0 === 0x2001 && w1 === 0) return 'Teredo';
  if (w0 === 0x2001 && w1 < 0x200) return 'IETF protocol assignments';
  if (w0 === 0x100 && w1 === 0 && w2 === 0 && w3 === 0) return 'discard';
  // everything else outside global unicast 2000::/3 is reserved
  if ((w0 & 0xe000) !== 0x2000) return 'reserved';
  return null;
}

/** The address in canonical text, its family, or why it may not be fetched from. */
export function checkAddress(address: string): AddressVerdict {
  const v4 = parseIPv4(address);
  if (v4) {
    const reason = blockedIPv4Reason(v4);
    return reason ? { ok: false, reason } : { ok: true, address: v4.join('.'), family: 4 };
  }
  const v6 = parseIPv6(address);
  if (v6) {
    const reason = blockedIPv6Reason(v6);
    return reason
      ? { ok: false, reason }
      : { ok: true, address: v6.map((x) => x.toString(16)).join(':'), family: 6 };
  }
  return { ok: false, reason: 'not an IP address' };
}

/**
 * A URL host that is itself an address, in any notation (bracketed IPv6, dotted, decimal,
 * octal, hex IPv4), as canonical text; null when the host is a name to resolve.
 */
export function literalAddress(host: string): string | null {
  const h = host.toLowerCase();
  if (h.startsWith('[') || h.includes(':')) {
    const v6 = parseIPv6(h);
    return v6 ? v6.map((x) => x.toString(16)).join(':') : null;
  }
  // a name whose last label is all digits (or hex) can only be an IPv4 address (URL standard)
  const v4 = parseIPv4Loose(h);
  return v4 ? v4.join('.') : null;
}
