/**
 * Issue 35 (decision 053): what a person is told of each import source, and what its file may
 * be. The page's choice, the API's size limit and the CLI's usage all read this one table, so a
 * new source is one entry here and one reader in `services/imports/read-file.ts`.
 */
import type { ImportSource } from './import-item.ts';

export interface ImportSourceInfo {
  /** the source as a person knows it, in the choice of where the pins come from */
  label: string;
  /** the file picker's label */
  fileLabel: string;
  /** the file picker's `accept` */
  accept: string;
  /** where the file comes from and how large it may be, under the picker */
  hint: string;
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
    fileLabel: 'Choose your Pinterest export',
    accept: '.html,.htm,text/html',
    hint: 'The pinterest.html file from Pinterest’s Settings → Privacy and data → Request your data. Up to 50 MB.',
    maxBytes: 50 * MB,
  },
  pinry: {
    label: 'Pinry',
    fileLabel: 'Choose your saved Pinry answers',
    accept: '.json,application/json',
    hint: 'Your Pinry instance’s address and an API token (Pinry → your profile → Token), or its /api/v2/pins/ and /api/v2/boards/ answers saved as JSON. Up to 50 MB.',
    maxBytes: 50 * MB,
  },
  karakeep: {
    label: 'Karakeep',
    fileLabel: 'Choose your Karakeep export',
    accept: '.json,application/json',
    hint: 'The JSON file from Karakeep’s Settings → Import / Export → Export links and notes. Each link’s picture is found on its page. Up to 50 MB.',
    maxBytes: 50 * MB,
  },
  bookmarks: {
    label: 'Browser bookmarks',
    fileLabel: 'Choose your bookmarks file',
    accept: '.html,.htm,text/html',
    hint: 'The bookmarks HTML file your browser exports (Bookmarks → Export). Each folder becomes a board; each page’s picture is found on it. Up to 20 MB.',
    maxBytes: 20 * MB,
  },
  zip: {
    label: 'A ZIP of pictures',
    fileLabel: 'Choose a ZIP of pictures',
    accept: '.zip,application/zip',
    hint: 'Each folder becomes a board and each file name a title: JPEG, PNG, GIF, WebP, AVIF or HEIC. Up to 300 MB.',
    maxBytes: ZIP_MAX_BYTES,
  },
  tessera: {
    label: 'Tessera',
    fileLabel: 'Choose your Tessera export',
    accept: '.zip,application/zip',
    hint: 'The ZIP from Settings → Download your data on a Tessera. Up to 300 MB.',
    maxBytes: ZIP_MAX_BYTES,
  },
};

/** The largest file any source takes: the upload's own limit, before the source's is known. */
export function largestImportFile(): number {
  return Math.max(...Object.values(IMPORT_SOURCE_INFO).map((i) => i.maxBytes));
}

/** "over 50 MB": a file too large for its source, in the words the errors use. */
export function tooLargeMessage(source: ImportSource): string {
  const mb = Math.round(IMPORT_SOURCE_INFO[source].maxBytes / MB);
  return `That file is over ${mb} MB, more than an export of this kind holds.`;
}
