import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import {
  exifDate,
  oversizedEntry,
  pictureEntry,
  sniffPicture,
  unsafeEntryPath,
} from './zip-entries.ts';

/** Why an entry is refused, as the importer reads it (decision 064): English, or German. */
const german = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
const said = (s: Said | null, in18n = i18n) => (s ? in18n._(s.id, s.values) : null);

/** A little-endian TIFF block: IFD0 with DateTime (0x0132), as a camera writes it. */
function exifWithDateTime(value: string): Buffer {
  const buf = Buffer.alloc(8 + 2 + 12 + 4 + 20);
  buf.write('II', 0, 'latin1');
  buf.writeUInt16LE(42, 2);
  buf.writeUInt32LE(8, 4);
  buf.writeUInt16LE(1, 8);
  buf.writeUInt16LE(0x0132, 10);
  buf.writeUInt16LE(2, 12);
  buf.writeUInt32LE(20, 14);
  buf.writeUInt32LE(26, 18);
  buf.write(`${value}\0`, 26, 'latin1');
  return buf;
}

describe('a ZIP of pictures (decision 054)', () => {
  it('refuses paths that leave their folder, absolute paths and backslashes', () => {
    expect(unsafeEntryPath('Garden/rose.jpg')).toBeNull();
    expect(unsafeEntryPath('a..b/rose..jpg')).toBeNull();
    expect(said(unsafeEntryPath('../rose.jpg'))).toContain('out of its folder');
    expect(said(unsafeEntryPath('a/../../rose.jpg'))).toContain('out of its folder');
    expect(said(unsafeEntryPath('/etc/passwd'))).toContain('absolute');
    expect(said(unsafeEntryPath('C:/x.jpg'))).toContain('absolute');
    expect(said(unsafeEntryPath('a\\..\\x.jpg'))).toContain('backslash');
  });

  it('calls an entry a bomb past 100 times its size or its limit', () => {
    expect(oversizedEntry('a.jpg', 10, 500)).toBeNull();
    expect(said(oversizedEntry('a.jpg', 1000, 5 * 1024 * 1024))).toContain('100 times');
    expect(said(oversizedEntry('a.jpg', 60 * 1024 * 1024, 60 * 1024 * 1024))).toBe(
      'a.jpg is over 50 MB uncompressed',
    );
    expect(said(oversizedEntry('a.jpg', 60 * 1024 * 1024, 60 * 1024 * 1024), german)).toBe(
      'a.jpg, entpackt größer als 50 MB',
    );
  });

  it('a folder is the board, the name the title; other files and Mac clutter are no pins', () => {
    expect(pictureEntry('Garden/red_roses.JPG')).toEqual({ board: 'Garden', title: 'red roses' });
    expect(pictureEntry('Trips/Rome/forum.heic')).toEqual({ board: 'Rome', title: 'forum' });
    expect(pictureEntry('loose.png')).toEqual({ board: null, title: 'loose' });
    expect(pictureEntry('README.txt')).toBeNull();
    expect(pictureEntry('Garden/')).toBeNull();
    expect(pictureEntry('__MACOSX/Garden/._red.jpg')).toBeNull();
    expect(pictureEntry('Garden/.hidden.jpg')).toBeNull();
  });

  it('knows a picture by its first bytes, not its name', () => {
    expect(sniffPicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffPicture(Buffer.from('\x89PNG\r\n', 'latin1'))).toBe('png');
    expect(sniffPicture(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffPicture(Buffer.from('RIFF0000WEBPVP8 '))).toBe('webp');
    expect(sniffPicture(Buffer.from('\0\0\0\x18ftypavif', 'latin1'))).toBe('avif');
    expect(sniffPicture(Buffer.from('\0\0\0\x18ftypheic', 'latin1'))).toBe('heic');
    expect(sniffPicture(Buffer.from('just some words'))).toBeNull();
  });

  it('reads the date a picture was taken from EXIF, and nothing from a malformed block', () => {
    expect(exifDate(exifWithDateTime('2019:05:04 10:11:12'))).toBe('2019-05-04T10:11:12.000Z');
    expect(
      exifDate(Buffer.concat([Buffer.from('Exif\0\0'), exifWithDateTime('2020:01:02 03:04:05')])),
    ).toBe('2020-01-02T03:04:05.000Z');
    expect(exifDate(exifWithDateTime('0000:00:00 00:00:00'))).toBeNull();
    expect(exifDate(Buffer.from('II*\0\xff\xff\xff\xff', 'latin1'))).toBeNull();
    expect(exifDate(Buffer.from('nonsense'))).toBeNull();
  });
});
