/** Types of page-weight.mjs, for the budget test (tests/integration/page-budget.test.ts). */
export const BUDGET: { jsGzip: number; cssGzip: number; html: number };
export const CEILING: { jsGzip: number; cssGzip: number; html: number };
export interface Weighed {
  files: { href: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}
export function initialAssets(html: string): { js: string[]; css: string[] };
export function weigh(files: string[], clientDir: string): Weighed;
export function pageWeight(
  html: string,
  clientDir: string,
): { html: number; js: Weighed; css: Weighed };
export function kb(bytes: number): string;
