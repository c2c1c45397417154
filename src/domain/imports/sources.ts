/**
 * Issue 35 (decision 053): each import source's name and what its file may be. The page's choice,
 * the API's size limit and the CLI's usage all read this one table, so a new source is one entry
 * here, one reader in `services/imports/read-file.ts`, and its file picker's label and hint in
 * the catalogs (`settings.import.file.*`, `settings.import.hint.*`, decision 064).
 */
import type { Said } from '../i18n/said.ts';
import type { ImportSource } from './import-item.ts';

export interface ImportSourceInfo {
  /** the source as a person knows it, in the choice of where the pins come from */
  label: string;
  /** the file picker's `accept` */
  accept: string;
  /** the largest file of this source the upload takes */
  maxBytes: number;
}

const MB = 1024 * 1024;
/**
 * Decision 054: a ZIP (of pictures, or Tessera's own export) up to 300 MB: about 12,000 of the
 * pipeline's originals, more than one import's 20,000-pin limit usually carries in pictures,
 * while the upload's temporary file and its staged copy stay within an ordinary disk.
 */
const ZIP_MAX_BYTES = 300 * MB;

export const IMPORT_SOURCE_INFO: Record<ImportSource, ImportSourceInfo> = {
  pinterest: {
    label: 'Pinterest',
    accept: '.html,.htm,text/html',
    maxBytes: 50 * MB,
  },
  pinry: {
    label: 'Pinry',
    accept: '.json,application/json',
    maxBytes: 50 * MB,
  },
  karakeep: {
    label: 'Karakeep',
    accept: '.json,application/json',
    maxBytes: 50 * MB,
  },
  bookmarks: {
    label: 'Browser bookmarks',
    accept: '.html,.htm,text/html',
    maxBytes: 20 * MB,
  },
  zip: {
    label: 'A ZIP of pictures',
    accept: '.zip,application/zip',
    maxBytes: ZIP_MAX_BYTES,
  },
  tessera: {
    label: 'Tessera',
    accept: '.zip,application/zip',
    maxBytes: ZIP_MAX_BYTES,
  },
};

/** The largest file any source takes: the upload's own limit, before the source's is known. */
export function largestImportFile(): number {
  return Math.max(...Object.values(IMPORT_SOURCE_INFO).map((i) => i.maxBytes));
}

/** The largest file a source takes, in whole megabytes, as its hint and its error say it. */
export function importFileMegabytes(source: ImportSource): number {
  return Math.round(IMPORT_SOURCE_INFO[source].maxBytes / MB);
}

/** "over 50 MB": a file too large for its source, in the words the errors use (an id). */
export function tooLargeMessage(source: ImportSource): Said {
  return { id: 'errors.imports.tooLarge', values: { mb: importFileMegabytes(source) } };
}
