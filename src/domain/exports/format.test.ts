import { describe, expect, it } from 'vitest';
import {
  boardFolderName,
  exportDayLabel,
  exportFileName,
  exportPercent,
  fileSizeLabel,
  isExportActive,
  originalPath,
} from './format';

describe('boardFolderName', () => {
  it.each([
    ['Kitchen', 12, 'kitchen-12'],
    ['Second <b>board</b>', 7, 'second-b-board-b-7'],
    ['Café & Crème', 3, 'cafe-creme-3'],
    ['../../etc/passwd', 4, 'etc-passwd-4'],
    ['日本の庭', 5, 'board-5'],
    ['   ', 6, 'board-6'],
    ['a'.repeat(60), 8, `${'a'.repeat(40)}-8`],
  ])('%j (%i) → %s', (name, id, folder) => {
    expect(boardFolderName(name, id)).toBe(folder);
  });
});

describe('originalPath', () => {
  it.each([
    ['image/jpeg', 'originals/abc.jpg'],
    ['image/png', 'originals/abc.png'],
    ['image/gif', 'originals/abc.gif'],
    ['image/webp', 'originals/abc.webp'],
    ['application/octet-stream', 'originals/abc.jpg'],
  ])('%s → %s', (mime, path) => {
    expect(originalPath('abc', mime)).toBe(path);
  });
});

describe('exportPercent', () => {
  it.each([
    ['queued', 0, 0, 0],
    ['running', 0, 0, 0],
    ['running', 4, 10, 40],
    ['running', 10, 10, 99],
    ['running', 1, 3, 33],
    ['ready', 3, 3, 100],
    ['failed', 2, 3, 0],
  ] as const)('%s %i/%i → %i', (state, done, total, percent) => {
    expect(exportPercent(state, done, total)).toBe(percent);
  });
});

describe('isExportActive', () => {
  it.each([
    ['queued', true],
    ['running', true],
    ['ready', false],
    ['failed', false],
    ['expired', false],
  ] as const)('%s → %s', (state, active) => {
    expect(isExportActive(state)).toBe(active);
  });
});

describe('labels', () => {
  it.each([
    [100, '1 KB'],
    [840 * 1024, '840 KB'],
    [12.44 * 1024 * 1024, '12.4 MB'],
    [1.25 * 1024 * 1024 * 1024, '1.3 GB'],
  ])('%i bytes → %s', (bytes, label) => {
    expect(fileSizeLabel(bytes)).toBe(label);
  });

  it('a day in UTC, the same on the server and in the browser', () => {
    expect(exportDayLabel('2026-12-06T23:30:00.000Z', 'en')).toBe('December 6, 2026');
  });

  it('the file name carries the username and the day', () => {
    expect(exportFileName('ana', new Date('2026-11-29T19:00:00Z'))).toBe(
      'tessera-ana-2026-11-29.zip',
    );
  });
});
