// The verdict for every requirement id: wired, not in Tessera (with why), or missing.
import type { Citation } from './classify.ts';

export type Requirement = { id: string; text: string };
export type NotInTessera = { id: string; why: string; instead: string };
export type Hollow = { id: string; file: string; why: string };
export type Status =
  | { id: string; status: 'wired'; by: string }
  | { id: string; status: 'not in Tessera'; why: string }
  | { id: string; status: 'missing'; cited: string | null };

/** `- **P-001** (01 §1) Users can save pins to boards.` → { id, text }. */
export function parseRequirements(markdown: string): Requirement[] {
  const out: Requirement[] = [];
  for (const m of markdown.matchAll(/^- \*\*([PM]-\d{3})\*\* (.*)$/gm))
    out.push({ id: m[1] ?? '', text: m[2] ?? '' });
  return out;
}

function tableRows(markdown: string, heading: RegExp): string[][] {
  const rows: string[][] = [];
  let inside = false;
  for (const line of markdown.split('\n')) {
    if (/^#+ /.test(line)) inside = heading.test(line);
    else if (inside && line.startsWith('|')) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      if (/^[PM]-\d{3}$/.test(cells[0] ?? '')) rows.push(cells);
    }
  }
  return rows;
}

/** The two tables of docs/spec-not-in-tessera.md, found by their headings. */
export function parseDecisions(markdown: string): {
  notInTessera: NotInTessera[];
  hollow: Hollow[];
} {
  const unquote = (s: string | undefined) => (s ?? '').replace(/^`|`$/g, '');
  return {
    notInTessera: tableRows(markdown, /not in tessera/i).map(([id, why, instead]) => ({
      id: id ?? '',
      why: why ?? '',
      instead: instead ?? '',
    })),
    hollow: tableRows(markdown, /audited as hollow/i).map(([id, file, why]) => ({
      id: id ?? '',
      file: unquote(file),
      why: why ?? '',
    })),
  };
}

/**
 * A requirement is wired when a citing test is real and not audited as hollow in that file;
 * else not in Tessera when the table says so; else missing (naming a citation it has, if any).
 */
export function tally(
  requirements: Requirement[],
  citations: Citation[],
  decisions: { notInTessera: NotInTessera[]; hollow: Hollow[] },
): Status[] {
  const hollow = new Set(decisions.hollow.map((h) => `${h.id} ${h.file}`));
  const notIn = new Map(decisions.notInTessera.map((n) => [n.id, n]));
  const wiredBy = new Map<string, string>();
  const citedBy = new Map<string, string>();
  for (const c of citations) {
    for (const id of c.ids) {
      const where = `${c.file}:${c.line}`;
      if (!citedBy.has(id)) citedBy.set(id, where);
      if (c.real && !hollow.has(`${id} ${c.file}`) && !wiredBy.has(id)) wiredBy.set(id, where);
    }
  }
  return requirements.map(({ id }): Status => {
    const by = wiredBy.get(id);
    if (by) return { id, status: 'wired', by };
    const reason = notIn.get(id);
    if (reason) return { id, status: 'not in Tessera', why: reason.why };
    return { id, status: 'missing', cited: citedBy.get(id) ?? null };
  });
}

export function totals(statuses: Status[]): string {
  const count = (s: Status['status']) => statuses.filter((x) => x.status === s).length;
  return `wired ${count('wired')}, not in Tessera ${count('not in Tessera')}, missing ${count('missing')}`;
}
