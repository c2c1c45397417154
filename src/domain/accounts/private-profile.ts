/**
 * Decision 045: a private profile. Only people its owner approved (their followers) see its
 * boards and pins; everyone else sees its name, picture and counts, and may ask to follow.
 */

/** Who is looking at a profile's content, relative to its owner. */
export interface ProfileRelation {
  isPrivate: boolean;
  /** the viewer is the profile's owner */
  isOwner: boolean;
  /** the viewer follows the owner (an approved follow) */
  follows: boolean;
}

/**
 * Whether the viewer sees the person's boards, pins and saves: always for a public profile;
 * for a private one, only its owner and approved followers.
 */
export function maySeeProfileContent(r: ProfileRelation): boolean {
  return !r.isPrivate || r.isOwner || r.follows;
}

export type FollowLabel = 'Follow' | 'Unfollow' | 'Request' | 'Requested';

/**
 * The person's follow button: Follow / Unfollow, and for a private profile not yet followed,
 * Request, then Requested while the request waits (pressing it again withdraws the request).
 */
export function followLabel(s: {
  isPrivate: boolean;
  following: boolean;
  requested: boolean;
}): FollowLabel {
  if (s.following) return 'Unfollow';
  if (s.requested) return 'Requested';
  return s.isPrivate ? 'Request' : 'Follow';
}

/** What pressing the follow button asks the server for. */
export function followIntent(s: { following: boolean; requested: boolean }): 'follow' | 'unfollow' {
  return s.following || s.requested ? 'unfollow' : 'follow';
}

/** Search engines never index a private profile or its pins, whatever the indexing choice. */
export function isNoindex(u: { isPrivate: boolean; searchIndexing: boolean }): boolean {
  return u.isPrivate || !u.searchIndexing;
}
