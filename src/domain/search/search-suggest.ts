/**
 * Query suggestions from pin titles (issue 16, decision 025): the phrases of titles that begin
 * with what has been typed, the last word as a prefix.
 */
const STOP = new Set(
  'a an and are as at be by for from in is it of on or the to with your my our this that'.split(
    ' ',
  ),
);

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Phrases of `titles` that begin with the typed words (the last one as a prefix): the completed
 * words, and those plus the next word; the most frequent first, then the shorter.
 */
export function titlePhrases(
  titles: readonly string[],
  typed: readonly string[],
  max: number,
): string[] {
  const n = typed.length;
  if (n === 0) return [];
  const counts = new Map<string, number>();
  const bump = (p: string) => counts.set(p, (counts.get(p) ?? 0) + 1);
  for (const title of titles) {
    const words = title.toLocaleLowerCase('en').match(WORD) ?? [];
    const seen = new Set<string>();
    for (let i = 0; i + n <= words.length; i++) {
      let ok = true;
      for (let j = 0; j < n - 1 && ok; j++) ok = words[i + j] === typed[j];
      if (!ok || !words[i + n - 1]?.startsWith(typed[n - 1] ?? '')) continue;
      const base = words.slice(i, i + n).join(' ');
      seen.add(base);
      const next = words[i + n];
      if (next && !STOP.has(next)) seen.add(`${base} ${next}`);
    }
    for (const p of seen) bump(p);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([p]) => p);
}
