/** Types of merge-shell-css.mjs (its pure part is unit-tested). */
import type { Plugin } from 'vite';
export function shellStylesheets(
  chunks: Record<string, { imports?: string[]; css?: string[] }>,
  entries: string[],
): string[];
export function isModule(
  chunk: { type: string; facadeModuleId?: string | null },
  suffix: string,
): boolean;
export function mergeShellCss(): Plugin;
