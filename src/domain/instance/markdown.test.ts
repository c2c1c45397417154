import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';

describe('parseMarkdown (issue 37: a safe subset)', () => {
  it('headings, paragraphs and lists', () => {
    expect(
      parseMarkdown('# Terms\n\nBe **kind**.\nReally.\n\n- one\n- two\n\n1. first\n2. second'),
    ).toEqual([
      { t: 'h', level: 2, content: [{ t: 'text', text: 'Terms' }] },
      {
        t: 'p',
        content: [
          { t: 'text', text: 'Be ' },
          { t: 'strong', text: 'kind' },
          { t: 'text', text: '. Really.' },
        ],
      },
      { t: 'ul', items: [[{ t: 'text', text: 'one' }], [{ t: 'text', text: 'two' }]] },
      { t: 'ol', items: [[{ t: 'text', text: 'first' }], [{ t: 'text', text: 'second' }]] },
    ]);
  });

  it.each<[string, string]>([
    ['[x](https://example.com)', 'https://example.com'],
    ['[x](/about/)', '/about/'],
    ['[x](mailto:a@b.example)', 'mailto:a@b.example'],
  ])('keeps the safe link %s', (src, href) => {
    expect(parseInline(src)).toEqual([{ t: 'link', text: 'x', href }]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](data:text/html,hi)',
    '[x](//evil.example)',
    '[x](vbscript:msgbox)',
  ])('shows the unsafe link %s as text', (src) => {
    const parts = parseInline(src);
    expect(parts.every((p) => p.t === 'text')).toBe(true);
  });

  it('raw HTML stays text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { t: 'p', content: [{ t: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});
