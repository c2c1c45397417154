import { describe, expect, it } from 'vitest';
import { type DisplayNameParts, splitDisplayName, verifiedType } from './display-name.ts';

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

  it.each<[boolean, boolean, ReturnType<typeof verifiedType>]>([
    [true, true, 'verifiedMerchant'],
    [true, false, 'verifiedMerchant'],
    [false, true, 'verifiedIdentity'],
    [false, false, null],
  ])('M-182 P-245 P-246 merchant %s identity %s is %s', (merchant, identity, type) => {
    expect(
      verifiedType({ isVerifiedMerchant: merchant, verifiedIdentity: { verified: identity } }),
    ).toBe(type);
  });
});
