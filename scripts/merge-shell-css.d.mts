/** Types of merge-shell-css.mjs (its pure part is unit-tested). */
import type { Plugin } from 'vite';
export function shellStylesheets(
  chunks: Record<string, { imports?: string[]; css?: string[] }>,
  entries: string[],
): string[];
export function mergeShellCss(): Plugin;
