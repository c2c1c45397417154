/** Types of build-if-stale.mjs, for the TypeScript scripts that use it (npm run fuzz). */
export const root: string;
export function buildIfStale(): void;
