/** Types of build-server.mjs (its pure part is unit-tested). */
export function rewriteTsSpecifiers(code: string): string;
export function buildServer(root: string): Promise<number>;
