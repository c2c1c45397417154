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
