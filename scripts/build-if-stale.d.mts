/** Types of build-if-stale.mjs, for the TypeScript scripts that use it (npm run fuzz, bench). */
export const root: string;
export const SERVER_ENTRY: string;
export const BUILT_FLAGS: string[];
export function buildIfStale(): void;
