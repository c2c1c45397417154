import type { OutputOptions } from 'rollup';
import type { Plugin } from 'vite';

export const SHELL_PASS_ENV: string;
export const SHARED_BY_ROUTES: number;
export const LANDING_ROUTES: string[];
export interface ShellGroups {
  shell: string[];
  shared: string[];
}
export function shellModulesOf(
  bundle: Record<
    string,
    { type: string; facadeModuleId?: string | null; imports?: string[]; moduleIds?: string[] }
  >,
): ShellGroups;
export function findShellModules(root: string): Promise<ShellGroups>;
/** the browser build's plugin: the first pass when the build starts, then `shellOutput` */
export function shellChunks(root: string): Plugin;
export function shellOutput(groups: {
  shell: Iterable<string>;
  shared: Iterable<string>;
}): Required<Pick<OutputOptions, 'manualChunks' | 'onlyExplicitManualChunks'>> & {
  manualChunks: (id: string) => string | undefined;
};
export const COMPILE_HINT: string;
export const EAGER_CHUNKS: string[];
export function compileHints(): Plugin;
export function addCompileHints(
  bundle: Record<string, { type: string; name: string; code?: string }>,
): string[];
