import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  DEFAULT_INVITE_CATEGORY,
  INVITE_LIFETIME_MS,
  INVITE_OBJECT_TYPES,
  type InviteChannel,
  type InviteObjectKind,
  inviteLandingPath,
  inviteObjectKindOf,
  inviteUrl,
  isInviteCode,
  MAX_SENDER_PIN_IMAGES,
} from '#domain/boards/invites';
import { boardPath, parsePinIdParam, pinPath, profilePath } from '#domain/catalogue/routes';
import { resizedImage } from '#domain/media/image-size';
import { safeNextPath } from '#domain/sharing/safe-next';
import type { Ctx } from '../../context.ts';
import { pins, shareInvites, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { getUserByUsername } from '../accounts/users.ts';
import { getBoardBySlug } from '../boards/read.ts';
import { hydrateFeedPins } from '../feeds/hydrate.ts';
import { blockedEitherWay } from '../messages/access.ts';
import { getPin } from '../pins/closeup.ts';
import { tr } from '../platform/i18n.ts';
import { consume } from '../platform/rate-limit.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function newCode(): string {
  let s = '';
  for (let i = 0; i < 12; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** What an invite points at, checked: the viewer may see it. */
interface SharedObject {
  kind: InviteObjectKind;
  id: string;
  path: string;
  title: string;
}

/** A path of this site as the object it shows (`/pin/…/`, `/{user}/{board}/`, `/{user}/`). */
async function objectAt(ctx: Ctx, rawPath: string): Promise<SharedObject> {
  let u: URL;
  try {
    u = new URL(rawPath, ctx.publicOrigin);
  } catch {
    throw badRequest(tr(ctx, 'errors.sharing.badUrl'));
  }
  if (u.origin !== new URL(ctx.publicOrigin).origin) {
    throw badRequest(tr(ctx, 'errors.sharing.badUrl'));
  }
  const parts = u.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'pin' && parts.length === 2) {
    const id = parsePinIdParam(parts[1] ?? '');
    if (!id) throw notFound(tr(ctx, 'errors.pins.thatPinNotFound'));
    const pin = await getPin(ctx, Number(id));
    return {
      kind: 'pin',
      id: pin.id,
      path: pinPath(pin.id, { seoTitle: pin.title }),
      title: pin.title || 'A Pin on Tessera',
    };
  }
  if (parts.length === 2 && parts[0] && parts[1]) {
    const { board } = await getBoardBySlug(ctx, parts[0], parts[1]);
    return {
      kind: 'board',
      id: board.id,
      path: boardPath(board.owner.username, board.slug),
      title: board.name,
    };
  }
  if (parts.length === 1 && parts[0]) {
    const user = await getUserByUsername(ctx, parts[0]);
    return { kind: 'pinner', id: user.id, path: profilePath(user.username), title: user.fullName };
  }
  throw badRequest(tr(ctx, 'errors.sharing.badUrl'));
}

/** The object of an external invite, by kind and id (P-350). */
async function objectOf(
  ctx: Ctx,
  type: number,
  objectId: string,
  path: string,
): Promise<SharedObject> {
  const kind = inviteObjectKindOf(type);
  if (kind === null) throw badRequest(tr(ctx, 'errors.sharing.badObjectType'));
  if (kind === 'pin' || kind === 'board' || kind === 'pinner') {
    const found = await objectAt(ctx, path);
    if (found.kind !== kind || found.id !== objectId) {
      throw badRequest(tr(ctx, 'errors.sharing.objectMismatch'));
    }
    return found;
  }
  // search, articles and the rest: a page of this site, shared as it is; the path is parsed as a
  // `?next=` is, since the landing redirects to it (a `/.//host` path resolves off the site)
  let u: URL;
  try {
    u = new URL(path, ctx.publicOrigin);
  } catch {
    throw badRequest(tr(ctx, 'errors.sharing.badPath'));
  }
  const own = u.origin === new URL(ctx.publicOrigin).origin;
  const page = own ? safeNextPath(`${u.pathname}${u.search}`, '') : '';
  if (!page) {
    throw badRequest(tr(ctx, 'errors.sharing.badPath'));
  }
  return { kind, id: objectId, path: page, title: 'Tessera' };
}

export interface ShareLink {
  inviteCode: string;
  inviteUrl: string;
  title: string;
}

async function store(
  ctx: Ctx,
  inviter: number,
  object: SharedObject,
  category: number,
  channel: InviteChannel,
): Promise<ShareLink> {
  await consume(ctx, 'shareInvites', String(inviter));
  const code = newCode();
  const url = inviteUrl(ctx.publicOrigin, object.path, code);
  if (url === null) throw badRequest(tr(ctx, 'errors.sharing.badPath'));
  await ctx.db.transaction((tx) =>
    tx.insert(shareInvites).values({
      code,
      inviterId: inviter,
      objectType: INVITE_OBJECT_TYPES[object.kind],
      objectId: object.id,
      path: object.path,
      category,
      channel,
    }),
  );
  return { inviteCode: code, inviteUrl: url, title: object.title };
}

/** spec 01 §7 (P-348, P-349): a share link for a page of this site the viewer may see. */
export async function createShareLink(
  ctx: Ctx,
  input: { url: string; category?: number; channel?: InviteChannel },
): Promise<ShareLink> {
  const me = requireUser(ctx, tr(ctx, 'errors.sharing.prompt'));
  const object = await objectAt(ctx, input.url);
  return store(
    ctx,
    me,
    object,
    input.category ?? DEFAULT_INVITE_CATEGORY,
    input.channel ?? 'copy_link',
  );
}

/** spec 01 §7 (P-346, P-347, P-350, P-351): an external invite for an object by kind and id. */
export async function createShareInvite(
  ctx: Ctx,
  input: {
    category?: number;
    channel: InviteChannel;
    objectType: number;
    objectId: string;
    path: string;
  },
): Promise<ShareLink> {
  const me = requireUser(ctx, tr(ctx, 'errors.sharing.prompt'));
  const object = await objectOf(ctx, input.objectType, input.objectId, input.path);
  return store(ctx, me, object, input.category ?? DEFAULT_INVITE_CATEGORY, input.channel);
}

/** spec 01 §7 (M-356): the client sent an invite; only its maker can say so. */
export async function markInviteSent(ctx: Ctx, code: string): Promise<{ ok: true }> {
  const me = requireUser(ctx, tr(ctx, 'errors.sharing.prompt'));
  if (!isInviteCode(code)) throw notFound(tr(ctx, 'errors.sharing.noInvite'));
  const rows = await ctx.db.transaction((tx) =>
    tx
      .update(shareInvites)
      .set({ sentAt: ctx.now() })
      .where(and(eq(shareInvites.code, code), eq(shareInvites.inviterId, me)))
      .returning({ code: shareInvites.code }),
  );
  if (rows.length === 0) throw notFound(tr(ctx, 'errors.sharing.noInvite'));
  return { ok: true };
}

/** The invite with this code, while it is within its lifetime (decision 014). */
function live(ctx: Ctx, code: string) {
  return and(
    eq(shareInvites.code, code),
    gt(shareInvites.createdAt, new Date(ctx.now().getTime() - INVITE_LIFETIME_MS)),
  );
}

/** spec 01 §3 (P-099): an invite as the landing reads it. */
export interface InviteMetadata {
  invite_code: string;
  invite_channel: string;
  object_type: number;
  object_id: string;
  sender: {
    id: string;
    username: string;
    first_name: string;
    full_name: string;
    image_medium_url: string | null;
    is_default_image: boolean;
    should_show_messaging: boolean;
    recent_pin_images: { url: string; width: number; height: number }[];
  };
}

/**
 * spec 01 §7 (P-341, P-342), spec 02 §7 (M-341 … M-344): who shared, with their recent pin
 * images (at most 10, at 222x: P-100, made on first request). An unknown code, or one whose
 * sender is gone, is a 404 (no invite landing, P-189).
 */
export async function inviteMetadata(ctx: Ctx, code: string): Promise<InviteMetadata> {
  if (!isInviteCode(code)) throw notFound(tr(ctx, 'errors.sharing.noInvite'));
  const [row] = await ctx.db
    .select({ invite: shareInvites, senderName: users.username })
    .from(shareInvites)
    .innerJoin(users, and(eq(users.id, shareInvites.inviterId), isNull(users.deletedAt)))
    .where(live(ctx, code))
    .limit(1);
  if (!row) throw notFound(tr(ctx, 'errors.sharing.noInvite'));
  const sender = await getUserByUsername(ctx, row.senderName);
  const recent = await ctx.db
    .select({
      id: pins.id,
      pinnerId: pins.pinnerId,
      boardId: pins.boardId,
      originPinId: pins.originPinId,
    })
    .from(pins)
    .where(and(eq(pins.pinnerId, row.invite.inviterId), isNull(pins.deletedAt)))
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(MAX_SENDER_PIN_IMAGES * 2);
  const visible = await hydrateFeedPins(ctx, recent);
  const me = ctx.viewer.isAuth ? Number(ctx.viewer.id) : null;
  const blocked =
    me !== null && Number.isSafeInteger(me)
      ? await blockedEitherWay(ctx.db, me, row.invite.inviterId)
      : false;
  const images = visible
    .map((p) => (p.images.orig ? resizedImage(p.images.orig.url, p.images.orig, '222x') : null))
    .filter((i): i is NonNullable<typeof i> => i !== null)
    .slice(0, MAX_SENDER_PIN_IMAGES);
  return {
    invite_code: row.invite.code,
    invite_channel: row.invite.channel,
    object_type: row.invite.objectType,
    object_id: row.invite.objectId,
    sender: {
      id: sender.id,
      username: sender.username,
      first_name: sender.firstName,
      full_name: sender.fullName,
      image_medium_url: sender.imageMediumUrl,
      is_default_image: sender.imageMediumUrl === null,
      // P-314: a live account can be messaged, unless the viewer and the sender blocked each other
      should_show_messaging: !blocked,
      recent_pin_images: images,
    },
  };
}

/** `/invited?invite_code=…` (spec 02 §2 M-071): where the invite leads, null for an unknown code. */
export async function invitedPath(ctx: Ctx, code: string | null): Promise<string | null> {
  if (!isInviteCode(code)) return null;
  const [row] = await ctx.db
    .select({ path: shareInvites.path })
    .from(shareInvites)
    .innerJoin(users, and(eq(users.id, shareInvites.inviterId), isNull(users.deletedAt)))
    .where(live(ctx, code))
    .limit(1);
  return row ? inviteLandingPath(row.path, code) : null;
}
