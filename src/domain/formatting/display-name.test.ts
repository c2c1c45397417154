import { describe, expect, it } from 'vitest';
import { type DisplayNameParts, splitDisplayName } from './display-name.ts';

describe('display name (spec 02 §3)', () => {
  it.each<[string, number | undefined, DisplayNameParts]>([
    ['Ada Lovelace', undefined, { head: 'Ada ', last: 'Lovelace' }],
    ['Mary Ann Evans', undefined, { head: 'Mary Ann ', last: 'Evans' }],
    ['Cher', undefined, { head: '', last: 'Cher' }],
    ['  Ada   Lovelace  ', undefined, { head: 'Ada ', last: 'Lovelace' }],
    ['', undefined, { head: '', last: '' }],
    ['Hoffmann Kitchen Supply Company', 12, { head: 'Hoffmann ', last: 'Kit…' }],
  ])('M-183 %j (max %s) splits at the last space into %j', (name, max, parts) => {
    expect(splitDisplayName(name, { maxLength: max })).toEqual(parts);
  });
});
