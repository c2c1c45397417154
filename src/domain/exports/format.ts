/**
 * Decision 052: the "Download your data" ZIP's format. `tessera.json` names it with `format` and
 * `version`; an importer refuses a format it does not know and a version newer than its own.
 */
export const EXPORT_FORMAT = 'tessera-export';
export const EXPORT_VERSION = 1;

/** Decision 052: a ready ZIP is kept this long, then its file is deleted. */
export const EXPORT_KEPT_MS = 7 * 24 * 60 * 60_000;

export type ExportState = 'queued' | 'running' | 'ready' | 'failed' | 'expired';

/** What the settings page shows of an export. */
export interface ExportView {
  id: number;
  state: ExportState;
  pinsDone: number;
  pinsTotal: number;
  percent: number;
  bytes: number | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
  /** where the ready ZIP downloads from; null until ready and after it expires */
  downloadPath: string | null;
}

/** Whether the page should keep asking how far the export has come. */
export function isExportActive(state: ExportState): boolean {
  return state === 'queued' || state === 'running';
}

/** A file's size as people read it: 840 KB, 12.4 MB, 1.2 GB. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}

/** A day as "December 6, 2026" in UTC: the same text on the server and in the browser. */
export { articleDate as exportDayLabel } from '../discovery/today.ts';

/** An image inside the ZIP: its path from the ZIP's root and the sha256 of its bytes. */
export interface ExportedImage {
  path: string;
  sha256: string;
  bytes: number;
  width: number;
  height: number;
  mimeType: string;
}

export interface ExportedSection {
  id: number;
  title: string;
  slug: string;
  sortOrder: number;
  createdAt: string;
}

export interface ExportedBoard {
  id: number;
  name: string;
  slug: string;
  description: string;
  privacy: string;
  layout: string;
  isCollaborative: boolean;
  coverPinId: number | null;
  sortOrder: number;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** the board's folder in the ZIP, holding its index.html */
  folder: string;
  sections: ExportedSection[];
}

/** One line of the README and of decision 052's format section: where things are. */
export const README_TEXT = `Your Tessera data
=================

This archive holds everything you made on Tessera:

  tessera.json   your profile, boards (in your order), sections, pins with every field,
                 favourites and follows, as JSON (format "${EXPORT_FORMAT}", version ${EXPORT_VERSION}).
                 Each pin names its picture's path in this archive and its sha256.
  originals/     the original image file of every pin, named by its content.
  <board>/       one folder per board with an index.html you can open in any browser,
                 without Tessera: the board's sections, pins, descriptions and links.

To move to another Tessera instance, import this ZIP there: the boards, sections,
order, titles, descriptions, links, dates and pictures come back as they are.
`;

/** A folder name any file system accepts: letters and digits of the name, then its id. */
export function boardFolderName(name: string, id: number): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return base ? `${base}-${id}` : `board-${id}`;
}

/** The original's path in the ZIP: by content, with the extension its type calls for. */
export function originalPath(signature: string, mimeType: string): string {
  const ext =
    mimeType === 'image/png'
      ? 'png'
      : mimeType === 'image/gif'
        ? 'gif'
        : mimeType === 'image/webp'
          ? 'webp'
          : 'jpg';
  return `originals/${signature}.${ext}`;
}

/** Whole percent done, never 100 before the file is ready. */
export function exportPercent(state: ExportState, done: number, total: number): number {
  if (state === 'ready') return 100;
  if (state !== 'running' || total <= 0) return 0;
  return Math.min(99, Math.floor((done / total) * 100));
}

/** The file name a browser saves the ZIP as. */
export function exportFileName(username: string, createdAt: Date): string {
  return `tessera-${username}-${createdAt.toISOString().slice(0, 10)}.zip`;
}
