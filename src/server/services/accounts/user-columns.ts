import { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The user columns a public answer may be built from (issue 10): whatever reaches someone other
 * than the user is selected with this list, so an email, password hash or role never leaves the
 * database for a feed, a board, a profile or a collaborator list, even by mistake later.
 */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  about: users.about,
  websiteUrl: users.websiteUrl,
  avatarSignature: users.avatarSignature,
  isVerifiedMerchant: users.isVerifiedMerchant,
  isVerifiedIdentity: users.isVerifiedIdentity,
  isPrimaryWebsiteVerified: users.isPrimaryWebsiteVerified,
  isAdsOnlyProfile: users.isAdsOnlyProfile,
  followerCount: users.followerCount,
  followingCount: users.followingCount,
  searchIndexing: users.searchIndexing,
  isPrivate: users.isPrivate,
} as const;

export type PublicUserRow = Pick<UserRow, keyof typeof publicUserColumns>;

/** A profile's owner: the public columns plus the board order their profile lists boards in. */
export const profileOwnerColumns = { ...publicUserColumns, boardSort: users.boardSort } as const;

export type ProfileOwnerRow = Pick<UserRow, keyof typeof profileOwnerColumns>;

/**
 * The signed-in viewer of a request (session lookup, login): what `signedInViewer` needs and no
 * more, so resolving a cookie on every request never reads the password hash or the email.
 */
export const viewerUserColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  country: users.country,
  // decision 064: the interface language the person chose
  locale: users.locale,
  saveBehavior: users.saveBehavior,
  allowAnalyticCookies: users.allowAnalyticCookies,
  allowMarketingCookies: users.allowMarketingCookies,
  allowPersonalizationCookies: users.allowPersonalizationCookies,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
} as const;

export type ViewerUserRow = Pick<UserRow, keyof typeof viewerUserColumns>;
