import type { Plugin } from 'vite';

export function lazyRenderedImports(code: string): string[];
export function lazyRenderedCssOf(
  chunks: Record<
    string,
    { imports?: string[]; dynamicImports?: string[]; css?: string[]; facade?: string | null }
  >,
  targets: Set<string>,
): Map<string, string[]>;
export function lazyRenderedCss(): Plugin;
