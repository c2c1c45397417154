import { z } from 'zod';

/**
 * Decision 055: the public API's objects in Pinterest API v5's field names. The routes validate
 * with these and the OpenAPI document (/openapi.json) is generated from them.
 */

export const ApiError = z
  .object({ code: z.number().int(), message: z.string() })
  .meta({ id: 'Error' });

const Image = z.object({ width: z.number().int(), height: z.number().int(), url: z.string() });

export const UserAccount = z
  .object({
    account_type: z.enum(['PINNER', 'BUSINESS']),
    id: z.string(),
    username: z.string(),
    about: z.string(),
    website_url: z.string().nullable(),
    profile_image: z.string().nullable(),
    business_name: z.string().nullable(),
    board_count: z.number().int(),
    pin_count: z.number().int(),
    follower_count: z.number().int(),
    following_count: z.number().int(),
  })
  .meta({ id: 'Account' });

export const Privacy = z.enum(['PUBLIC', 'PROTECTED', 'SECRET']);

export const Board = z
  .object({
    id: z.string(),
    created_at: z.string(),
    name: z.string(),
    description: z.string(),
    owner: z.object({ username: z.string() }),
    privacy: Privacy,
    collaborator_count: z.number().int(),
    pin_count: z.number().int(),
    follower_count: z.number().int(),
    media: z.object({
      image_cover_url: z.string().nullable(),
      pin_thumbnail_urls: z.array(z.string()),
    }),
  })
  .meta({ id: 'Board' });

export const Pin = z
  .object({
    id: z.string(),
    created_at: z.string().nullable(),
    link: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    alt_text: z.string().nullable(),
    dominant_color: z.string(),
    board_id: z.string().nullable(),
    board_section_id: z.string().nullable(),
    board_owner: z.object({ username: z.string() }).nullable(),
    is_owner: z.boolean(),
    creative_type: z.string(),
    media: z.object({
      media_type: z.literal('image'),
      images: z.record(z.string(), Image),
    }),
  })
  .meta({ id: 'Pin' });

/** Pinterest's paging: `page_size` 1–250, default 25; the next page's `bookmark` or null. */
export const PageQuery = z.object({
  bookmark: z.string().max(500).optional(),
  page_size: z.coerce.number().int().min(1).max(250).default(25),
});

export function paginated<T extends z.ZodType>(item: T, id: string) {
  return z.object({ items: z.array(item), bookmark: z.string().nullable() }).meta({ id });
}

/** Ids are digits; anything else is a 400, never a database error. */
export const IdParam = z.string().regex(/^\d{1,18}$/, 'errors.v5.idDigits');

export const errorResponses = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  429: ApiError,
};
