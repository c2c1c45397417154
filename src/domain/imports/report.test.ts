import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './report.ts';

describe('import report CSV (issue 35)', () => {
  it('has a header and a row per failed item, every cell quoted, readable back', () => {
    const csv = reportCsv([
      { title: 'Soup, "the best"', board: 'Soups', link: 'https://a.example/x', reason: 'gone' },
      { title: 'Line\nbreak', board: null, link: null, reason: 'no picture' },
    ]);
    expect(csv.startsWith('"Title","Board","Link","Reason"\r\n')).toBe(true);
    expect(parse(csv)).toEqual([
      ['Title', 'Board', 'Link', 'Reason'],
      ['Soup, "the best"', 'Soups', 'https://a.example/x', 'gone'],
      ['Line\nbreak', '', '', 'no picture'],
    ]);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['plain', 'plain'],
  ])('a title %s is written as %s, never run as a formula', (title, shown) => {
    const [, row] = parse(
      reportCsv([{ title, board: null, link: null, reason: 'r' }]),
    ) as string[][];
    expect(row?.[0]).toBe(shown);
  });
});
