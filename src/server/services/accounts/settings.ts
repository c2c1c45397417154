import { and, eq, ne, sql } from 'drizzle-orm';
import type { UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { images, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../errors.ts';
import { ImageError, ingestImage, renderVariant } from '../../images/pipeline.ts';
import { presentUser, type UserRow } from '../feeds/present.ts';
import { isUniqueViolation } from '../platform/db-errors.ts';
import { tr } from '../platform/i18n.ts';
import { checkFirstName, checkUsername } from './account-fields.ts';
import { requireUser } from './sessions.ts';
import { publicUserColumns } from './user-columns.ts';

const LAST_NAME_MAX = 30;
const ABOUT_MAX = 500;
const WEBSITE_MAX = 2048;

async function self(ctx: Ctx, prompt: string): Promise<UserRow> {
  const id = requireUser(ctx, prompt);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row || row.deletedAt) throw new AppError('unauthorized', prompt);
  return row;
}

/** Only http(s) links: a javascript: or data: "website" on a profile would be a trap. */
function checkWebsite(ctx: Ctx, raw: string | null): string | null {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  if (value.length > WEBSITE_MAX) throw badRequest(tr(ctx, 'errors.accounts.websiteTooLong'));
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw badRequest(tr(ctx, 'errors.accounts.websiteInvalid'));
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
    throw badRequest(tr(ctx, 'errors.accounts.websiteInvalid'));
  }
  return url.toString();
}

export async function updateProfile(
  ctx: Ctx,
  input: {
    firstName: string;
    lastName: string;
    username: string;
    about: string;
    websiteUrl: string | null;
  },
): Promise<UserModel> {
  const me = await self(ctx, tr(ctx, 'errors.accounts.logInToEditProfile'));
  const firstName = checkFirstName(input.firstName, ctx);
  const lastName = input.lastName.trim();
  if ([...lastName].length > LAST_NAME_MAX) {
    throw badRequest(tr(ctx, 'errors.accounts.lastNameTooLong', { max: LAST_NAME_MAX }));
  }
  const username = input.username.trim();
  checkUsername(username, ctx);
  const about = input.about.trim();
  if ([...about].length > ABOUT_MAX) {
    throw badRequest(tr(ctx, 'errors.accounts.aboutTooLong', { max: ABOUT_MAX }));
  }
  const websiteUrl = checkWebsite(ctx, input.websiteUrl);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, me.id)))
        .limit(1);
      if (clash) throw new AppError('conflict', tr(ctx, 'errors.accounts.usernameTaken'));
      const [updated] = await tx
        .update(users)
        .set({ firstName, lastName, username, about, websiteUrl, updatedAt: ctx.now() })
        .where(eq(users.id, me.id))
        .returning(publicUserColumns);
      return updated;
    });
    if (!row) throw new AppError('unauthorized', tr(ctx, 'errors.accounts.logInToEditProfile'));
    return presentUser(row);
  } catch (e) {
    if (isUniqueViolation(e))
      throw new AppError('conflict', tr(ctx, 'errors.accounts.usernameTaken'));
    throw e;
  }
}

/** An uploaded picture through the pipeline's checks, refused readably (avatars, the instance's logo). */
export async function ingestUpload(ctx: Ctx, image: Buffer) {
  try {
    return await ingestImage(ctx.blobs, image);
  } catch (e) {
    if (e instanceof ImageError) throw imageFailure(ctx, e);
    throw e;
  }
}

/** ImageError codes as the statuses and messages a person can act on. */
function imageFailure(ctx: Ctx, e: ImageError): AppError {
  switch (e.code) {
    case 'too_large':
      return new AppError(
        'payload_too_large',
        tr(ctx, 'errors.accounts.pictureTooBig', { mb: 20 }),
      );
    case 'unsupported_format':
      return new AppError(
        'unsupported_media_type',
        tr(ctx, 'errors.images.unsupportedFormat', { format: e.format ?? '?' }),
      );
    case 'too_many_pixels':
      return badRequest(tr(ctx, 'errors.accounts.pictureTooManyPixels'));
    case 'not_an_image':
      return new AppError('unsupported_media_type', tr(ctx, 'errors.accounts.notAPicture'));
  }
}

// the sizes presentUser links to (imageSmallUrl, imageMediumUrl, imageLargeUrl)
const AVATAR_SIZES = ['60x60', '136x136', '236x'] as const;

export async function setAvatar(ctx: Ctx, image: Buffer): Promise<UserModel> {
  const me = await self(ctx, tr(ctx, 'errors.accounts.logInToChangePicture'));
  const stored = await ingestUpload(ctx, image);
  // rendered now, so the first profile view after an upload does not wait for them
  await Promise.all(
    AVATAR_SIZES.map((size) => renderVariant(ctx.blobs, stored.signature, size, 'jpg')),
  );
  const row = await ctx.db.transaction(async (tx) => {
    await tx.insert(images).values(stored).onConflictDoNothing();
    const [updated] = await tx
      .update(users)
      .set({ avatarSignature: stored.signature, updatedAt: ctx.now() })
      .where(eq(users.id, me.id))
      .returning(publicUserColumns);
    return updated;
  });
  if (!row) throw new AppError('unauthorized', tr(ctx, 'errors.accounts.logInToChangePicture'));
  return presentUser(row);
}

/** spec 01 §3 Viewer.save_behavior (P-094): 0 saves straight to the profile, 1 shows the picker. */
export async function setSaveBehavior(ctx: Ctx, value: number): Promise<{ save_behavior: 0 | 1 }> {
  if (value !== 0 && value !== 1) throw badRequest(tr(ctx, 'errors.accounts.saveBehavior'));
  const me = await self(ctx, tr(ctx, 'errors.accounts.logInToChangeSettings'));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ saveBehavior: value, updatedAt: ctx.now() })
      .where(eq(users.id, me.id));
  });
  return { save_behavior: value };
}

/** What only the signed-in person sees of their own account in Settings. */
export async function ownAccountFields(ctx: Ctx): Promise<{
  email: string | null;
  searchIndexing: boolean;
  isPrivate: boolean;
  locale: string | null;
}> {
  const me = await self(ctx, tr(ctx, 'errors.accounts.logInToSeeSettings'));
  return {
    email: me.email,
    searchIndexing: me.searchIndexing,
    isPrivate: me.isPrivate,
    // decision 064: the interface language they chose (null: their browser's)
    locale: me.locale,
  };
}
