/** Types of build-if-stale.mjs, for the TypeScript scripts that use it (npm run fuzz, bench). */
export const root: string;
export const SERVER_ENTRY: string;
export const BUILT_FLAGS: string[];
export function buildIfStale(): void;
/** The compiled command line and its flags, or null when it is missing or older than src/. */
export function builtCli(): { command: string; args: string[] } | null;
