import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Viewer } from '#domain/accounts/viewer';
import type { BoardModel, PinModel, UserModel } from '#domain/pins/models';
import { presentUser } from '../feeds/present.ts';
import {
  type PublicUserRow,
  profileOwnerColumns,
  publicUserColumns,
  viewerUserColumns,
} from './user-columns.ts';

// Issue 10: the column lists that feed answers never name a secret, and the shapes answered to
// others have no field for one (the integration suite no-secrets.test.ts checks the wire).

const SECRETS = ['email', 'passwordHash', 'role', 'locale', 'country'];

describe('user column lists', () => {
  it.each([
    ['publicUserColumns', publicUserColumns],
    ['profileOwnerColumns', profileOwnerColumns],
  ])('%s names no private column', (_, columns) => {
    for (const key of SECRETS) expect(Object.keys(columns)).not.toContain(key);
  });

  it('the viewer columns hold no credential either', () => {
    expect(Object.keys(viewerUserColumns)).not.toContain('email');
    expect(Object.keys(viewerUserColumns)).not.toContain('passwordHash');
  });

  it('presentUser copies nothing it is not meant to, even from a full row', () => {
    const row = {
      id: 7,
      username: 'someone',
      firstName: 'Some',
      lastName: 'One',
      about: '',
      websiteUrl: null,
      avatarSignature: null,
      isVerifiedMerchant: false,
      isVerifiedIdentity: false,
      isPrimaryWebsiteVerified: false,
      isAdsOnlyProfile: false,
      followerCount: 0,
      followingCount: 0,
      searchIndexing: true,
      isPrivate: false,
      email: 'someone@secret.example',
      passwordHash: '$argon2id$v=19$m=19456,p=1,t=2$salt$hash',
    } satisfies PublicUserRow & { email: string; passwordHash: string };
    const json = JSON.stringify(presentUser(row));
    expect(json).not.toContain('secret.example');
    expect(json).not.toContain('argon2id');
  });

  it('the answered shapes have no field for an email or a password', () => {
    expectTypeOf<UserModel>().not.toHaveProperty('email');
    expectTypeOf<UserModel>().not.toHaveProperty('passwordHash');
    expectTypeOf<PinModel['pinner']>().toEqualTypeOf<UserModel>();
    expectTypeOf<BoardModel['owner']>().toEqualTypeOf<UserModel>();
    expectTypeOf<Viewer>().not.toHaveProperty('email');
    expectTypeOf<Viewer>().not.toHaveProperty('passwordHash');
  });
});
