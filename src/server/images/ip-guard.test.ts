import { describe, expect, it } from 'vitest';
import { checkAddress, literalAddress, parseIPv4Loose, parseIPv6 } from './ip-guard.ts';

// decision 006: the picture-by-URL fetch may only reach public addresses.

describe('checkAddress refuses every non-public address (decision 006 SSRF guard)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['[::]', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b:1::1', 'NAT64'],
    ['2002:7f00:1::1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.5', 'documentation'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['not-an-ip', 'not an IP'],
  ])('%s is refused (%s)', (address, reason) => {
    const verdict = checkAddress(address);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toContain(reason);
  });

  it.each([
    ['93.184.216.34', '93.184.216.34', 4],
    ['8.8.8.8', '8.8.8.8', 4],
    ['172.15.255.255', '172.15.255.255', 4],
    ['172.32.0.1', '172.32.0.1', 4],
    ['100.63.255.255', '100.63.255.255', 4],
    ['100.128.0.1', '100.128.0.1', 4],
    ['2606:2800:220:1:248:1893:25c8:1946', '2606:2800:220:1:248:1893:25c8:1946', 6],
    ['::ffff:93.184.216.34', '0:0:0:0:0:ffff:5db8:d822', 6],
    ['64:ff9b::5db8:d822', '64:ff9b:0:0:0:0:5db8:d822', 6],
  ])('public %s is allowed', (address, canonical, family) => {
    expect(checkAddress(address)).toEqual({ ok: true, address: canonical, family });
  });
});

describe('literal IP hosts in any notation', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['169.254.169.254', '169.254.169.254'],
    ['[::]', '0:0:0:0:0:0:0:0'],
    ['[::ffff:127.0.0.1]', '0:0:0:0:0:ffff:7f00:1'],
    ['example.com', null],
    ['cdn.example', null],
    ['1.2.3.4.5', null],
    ['256.1.1.1', null],
  ])('%s reads as %s', (host, expected) => {
    expect(literalAddress(host)).toBe(expected);
  });

  it('every notation of 127.0.0.1 is refused', () => {
    for (const host of ['2130706433', '0x7f.1', '017700000001', '[::ffff:7f00:1]', '[::]']) {
      const address = literalAddress(host);
      expect(address, host).not.toBeNull();
      expect(checkAddress(address ?? '').ok, host).toBe(false);
    }
  });

  it('parsers reject malformed input', () => {
    expect(parseIPv4Loose('1..2')).toBeNull();
    expect(parseIPv4Loose('0x1g')).toBeNull();
    expect(parseIPv4Loose('4294967296')).toBeNull();
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIPv6('1::2::3')).toBeNull();
    expect(parseIPv6('12345::')).toBeNull();
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
  });
});
