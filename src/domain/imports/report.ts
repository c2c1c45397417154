/**
 * Issue 35: an import's report, the items that did not come with their reasons, as a CSV a
 * person opens in any spreadsheet (RFC 4180: every cell quoted, quotes doubled, CRLF lines).
 * A cell that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe:
 * the titles come from someone else's export.
 */
export interface ReportRow {
  title: string;
  board: string | null;
  link: string | null;
  reason: string;
}

const HEADER = ['Title', 'Board', 'Link', 'Reason'];

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = [HEADER, ...rows.map((r) => [r.title, r.board ?? '', r.link ?? '', r.reason])];
  return `${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}
