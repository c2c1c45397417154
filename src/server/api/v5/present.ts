import type { z } from 'zod';
import type { BoardModel, PinModel, UserModel } from '#domain/pins/models';
import type { Board, Pin, UserAccount } from './schemas.ts';

/** Decision 055: Tessera's models in Pinterest API v5's shapes. */

export function v5Account(
  user: UserModel,
  counts: { boardCount: number; pinCount: number },
): z.infer<typeof UserAccount> {
  return {
    account_type: 'PINNER',
    id: user.id,
    username: user.username,
    about: user.about,
    website_url: user.websiteUrl,
    profile_image: user.imageMediumUrl,
    business_name: null,
    board_count: counts.boardCount,
    pin_count: counts.pinCount,
    follower_count: user.followerCount,
    following_count: user.followingCount,
  };
}

export function v5Board(b: BoardModel): z.infer<typeof Board> {
  const thumbs = b.coverImages.flatMap((s) => (s['236x']?.url ? [s['236x'].url] : []));
  return {
    id: b.id,
    created_at: b.createdAt,
    name: b.name,
    description: b.description,
    owner: { username: b.owner.username },
    privacy: b.privacy === 'secret' ? 'SECRET' : b.privacy === 'protected' ? 'PROTECTED' : 'PUBLIC',
    collaborator_count: b.collaboratorCount,
    pin_count: b.pinCount,
    follower_count: b.followerCount,
    media: { image_cover_url: thumbs[0] ?? null, pin_thumbnail_urls: thumbs },
  };
}

export function v5Pin(p: PinModel, viewerId: string | null): z.infer<typeof Pin> {
  const images: Record<string, { width: number; height: number; url: string }> = {};
  for (const [size, spec] of Object.entries(p.images)) {
    if (spec) images[size] = { width: spec.width, height: spec.height, url: spec.url };
  }
  return {
    id: p.id,
    created_at: p.createdAt || null,
    link: p.link,
    title: p.title,
    description: p.description,
    alt_text: p.altText,
    dominant_color: p.dominantColor,
    board_id: p.board?.id ?? null,
    board_section_id: p.section?.id ?? null,
    board_owner: p.board ? { username: p.board.owner.username } : null,
    is_owner: viewerId !== null && p.pinner.id === viewerId,
    creative_type: 'REGULAR',
    media: { media_type: 'image', images },
  };
}
