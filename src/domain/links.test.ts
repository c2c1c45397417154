import { describe, expect, it } from 'vitest';
import { domainOf, isExternalLink, isSafeHttpUrl } from './links.ts';

const OWN = 'tessera.example';

describe('isExternalLink', () => {
  it.each<[string | null | undefined, boolean]>([
    ['https://shop.example.com/item', true],
    ['http://shop.example.com/item', true],
    ['HTTPS://SHOP.EXAMPLE.COM/', true],
    ['ftp://shop.example.com/file', false],
    ['mailto:someone@example.com', false],
    ['javascript:alert(1)', false],
    ['//shop.example.com/item', false],
    ['/pin/123/', false],
    ['shop.example.com', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('P-198 %s is external: %s', (link, expected) => {
    expect(isExternalLink(link, OWN)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['https://tessera.example/pin/1/', OWN, false],
    ['http://TESSERA.example/', OWN, false],
    ['https://www.tessera.example/', OWN, false],
    ['https://tessera.example.evil.com/', OWN, true],
    ['https://evil.com/?u=tessera.example', OWN, true],
    ['http://localhost:3000/pin/1/', 'localhost:3000', false],
    ['http://localhost:4000/pin/1/', 'localhost:3000', true],
    ['http://localhost:4000/pin/1/', 'localhost', false],
  ])('P-199 %s on own host %s is external: %s', (link, own, expected) => {
    expect(isExternalLink(link, own)).toBe(expected);
  });
});

describe('domainOf', () => {
  it.each<[string, string | null]>([
    ['https://www.example.com/a/b?c=d', 'example.com'],
    ['http://Shop.Example.com', 'shop.example.com'],
    ['https://wwwexample.com/', 'wwwexample.com'],
    ['https://example.com:8080/x', 'example.com'],
    ['example.com/page', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('P-069 domain of %s is %s', (link, expected) => {
    expect(domainOf(link)).toBe(expected);
  });
});

describe('isSafeHttpUrl', () => {
  it.each<[string, boolean]>([
    ['https://example.com/', true],
    ['http://example.com/path?q=1#x', true],
    ['  https://example.com/  ', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['file:///etc/passwd', false],
    ['//example.com/', false],
    ['/relative/path', false],
    ['https://', false],
    ['http://user:pw@example.com/', false],
    ['', false],
  ])('P-198 M-268 %j is a safe http(s) url: %s', (s, expected) => {
    expect(isSafeHttpUrl(s)).toBe(expected);
  });
});
