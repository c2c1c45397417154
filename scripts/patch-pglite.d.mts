/** Types of patch-pglite.mjs, for its test. */
export function readerFile(): string;
export function patchPglite(file?: string): Promise<'patched' | 'already' | 'absent'>;
