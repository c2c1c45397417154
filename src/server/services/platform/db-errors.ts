/**
 * A unique-constraint violation (SQLSTATE 23505), as pg reports it or as drizzle wraps it in a
 * cause chain; a few levels at most, so a self-referencing cause cannot loop.
 */
export function isUniqueViolation(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}
