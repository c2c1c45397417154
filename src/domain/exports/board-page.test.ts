import { describe, expect, it } from 'vitest';
import {
  BOARD_PAGE_END,
  boardPagePins,
  boardPageSection,
  boardPageStart,
  escapeHtml,
} from './board-page';

const PIN = {
  title: 'Blue tiles',
  description: 'Zellige',
  link: 'https://example.com/tiles?a=1&b=2',
  altText: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  imagePath: 'originals/abc.jpg',
};

describe('escapeHtml', () => {
  it.each([
    ['<script>', '&lt;script&gt;'],
    ['"a" & \'b\'', '&quot;a&quot; &amp; &#39;b&#39;'],
    ['plain', 'plain'],
  ])('%s → %s', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });
});

describe('board page', () => {
  it('starts with the escaped name and a policy that allows no script or remote resource', () => {
    const html = boardPageStart({ name: 'A <b>', description: 'x & y', username: 'ana' });
    expect(html).toContain('<title>A &lt;b&gt;</title>');
    expect(html).toContain('<p>x &amp; y</p>');
    expect(html).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
  });

  it('links a pin picture relatively to ../originals and its web link', () => {
    const html = boardPagePins([PIN]);
    expect(html).toContain('<img src="../originals/abc.jpg" alt="Blue tiles">');
    expect(html).toContain('href="https://example.com/tiles?a=1&amp;b=2"');
    expect(html).toContain('Saved 2026-11-29');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url'])(
    'shows %s as text, never as a link',
    (link) => {
      const html = boardPagePins([{ ...PIN, link }]);
      expect(html).not.toContain('<a ');
      expect(html).toContain(`<p>${escapeHtml(link)}</p>`);
    },
  );

  it('a pin without a picture or link has neither', () => {
    const html = boardPagePins([{ ...PIN, link: null, imagePath: null }]);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<a ');
  });

  it('says so when a section is empty, and ends the page', () => {
    expect(boardPageSection('Tiles') + boardPagePins([])).toBe('<h2>Tiles</h2>\n<p>No pins.</p>\n');
    expect(boardPageSection(null)).toBe('<h2>Pins</h2>\n');
    expect(BOARD_PAGE_END).toContain('</html>');
  });
});
