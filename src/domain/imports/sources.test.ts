import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { IMPORT_SOURCES } from './import-item.ts';
import {
  IMPORT_SOURCE_INFO,
  importFileMegabytes,
  largestImportFile,
  tooLargeMessage,
} from './sources.ts';

describe('import sources', () => {
  it('every source has its words and its limit', () => {
    for (const source of IMPORT_SOURCES) {
      const info = IMPORT_SOURCE_INFO[source];
      expect(info.label).not.toBe('');
      expect(info.accept).not.toBe('');
      expect(info.maxBytes).toBeGreaterThan(0);
      expect(largestImportFile()).toBeGreaterThanOrEqual(info.maxBytes);
    }
  });

  it('a Pinterest export may be 50 MB, and the error says so', () => {
    expect(IMPORT_SOURCE_INFO.pinterest.maxBytes).toBe(50 * 1024 * 1024);
    expect(importFileMegabytes('pinterest')).toBe(50);
    expect(importFileMegabytes('bookmarks')).toBe(20);
    expect(importFileMegabytes('zip')).toBe(300);
    const said = tooLargeMessage('pinterest');
    expect(i18n._(said.id, said.values)).toBe(
      'That file is over 50 MB, more than an export of this kind holds.',
    );
  });
});
