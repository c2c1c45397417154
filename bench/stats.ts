/** The p-th percentile (0–100) of `values` by nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank - 1, 0)] as number;
}

/** The run with the median performance score (the lower middle of an even count). */
export function medianRun<
  T extends { lhr: { categories: Record<string, { score: number | null } | undefined> } },
>(runs: T[]): T {
  const ranked = [...runs].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const median = ranked[Math.floor((ranked.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to take the median of');
  return median;
}
