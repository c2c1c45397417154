import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { directionOf, SOURCE_LOCALE } from '#domain/i18n/locales';
import {
  SHARE_FIELDS,
  SHARE_TARGET_PATH,
  SHARED_PICTURES_MAX,
  type SharedPicture,
  type SharedPictureProblem,
  shareBuilderPath,
  sharedFields,
  shareProblemPageHtml,
} from '#domain/pwa/share-target';
import { shareProblemWords } from '#domain/pwa/sw-texts';
import type { Ctx } from '../../context.ts';
import { isAppError } from '../../errors.ts';
import { IMAGE_LIMITS } from '../../images/pipeline.ts';
import { storeSharedPicture } from '../../services/pins/share-target.ts';
import { tr } from '../../services/platform/i18n.ts';
import { fail, ok } from '../envelope.ts';

interface Share {
  files: Buffer[];
  fields: Record<string, string>;
}

class TooMany extends Error {}

/** Reads the whole share before storing anything: eleven pictures store none. */
async function readShare(req: FastifyRequest): Promise<Share> {
  const share: Share = { files: [], fields: {} };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== SHARE_FIELDS.files) {
        await part.toBuffer();
        continue;
      }
      if (share.files.length === SHARED_PICTURES_MAX) throw new TooMany();
      share.files.push(await part.toBuffer());
    } else if (typeof part.value === 'string') {
      share.fields[part.fieldname] = part.value.slice(0, 4096);
    }
  }
  return share;
}

/**
 * A service worker uploading a share kept offline asks for JSON (decision 065): the builder's
 * address as data, a problem as the API's error envelope; the share sheet's navigation gets pages.
 */
function wantsJson(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').split(',')[0]?.trim() === 'application/json';
}

/** The share problem page's words in the request's language (decision 064). */
function wordsOf(ctx: Ctx) {
  const lang = ctx.locale ?? SOURCE_LOCALE;
  return shareProblemWords((id, values) => tr(ctx, id, values), { lang, dir: directionOf(lang) });
}

function page(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  problem: { code: string; message: string },
) {
  reply.code(status).header('cache-control', 'no-store');
  if (wantsJson(req)) return reply.send(fail(problem.code, problem.message, status));
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .send(shareProblemPageHtml(problem.message, wordsOf(ctx)));
}

/**
 * Decision 065: `POST /share-target/`, where the phone's share sheet sends pictures and a link
 * (the manifest's `share_target`). The pictures are stored as uploads and the person is sent
 * (303) to the pin builder with them; a visitor's too, and the builder asks them to log in first.
 * The app-wide origin check still applies: the share sheet's request is Sec-Fetch-Site `none`,
 * a form on another site is refused before this runs. Nothing is published here.
 */
export function shareTargetRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      // one more file than allowed is read so that "too many" is told, not a cut-off share
      limits: {
        fileSize: IMAGE_LIMITS.maxBytes,
        files: SHARED_PICTURES_MAX + 1,
        fields: 8,
        parts: SHARED_PICTURES_MAX + 9,
      },
    });
    app.post(SHARE_TARGET_PATH, async (req, reply) => {
      const ctx = getCtx(req);
      const malformed = { code: 'malformed', message: tr(ctx, 'pwa.share.malformed') };
      if (!req.isMultipart()) return page(ctx, req, reply, 415, malformed);
      let share: Share;
      try {
        share = await readShare(req);
      } catch (e) {
        const tooMany = {
          code: 'too_many',
          message: tr(ctx, 'pwa.share.tooMany', { max: SHARED_PICTURES_MAX }),
        };
        if (e instanceof TooMany) return page(ctx, req, reply, 413, tooMany);
        const code = (e as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT') return page(ctx, req, reply, 413, tooMany);
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          const tooLarge = { code: 'too_large', message: tr(ctx, 'pwa.share.tooLarge') };
          return page(ctx, req, reply, 413, tooLarge);
        }
        return page(ctx, req, reply, 400, malformed);
      }
      const pictures: SharedPicture[] = [];
      const problems: SharedPictureProblem[] = [];
      for (const bytes of share.files) {
        try {
          const stored = await storeSharedPicture(ctx, bytes);
          if (typeof stored === 'string') problems.push(stored);
          else pictures.push(stored);
        } catch (e) {
          if (isAppError(e)) return page(ctx, req, reply, e.httpStatus, e);
          throw e;
        }
      }
      const fields = sharedFields({
        title: share.fields[SHARE_FIELDS.title],
        text: share.fields[SHARE_FIELDS.text],
        url: share.fields[SHARE_FIELDS.url],
      });
      const builder = shareBuilderPath({ pictures, problems, ...fields });
      reply.header('cache-control', 'no-store');
      if (wantsJson(req))
        return reply.send(ok({ builder_path: builder, pictures: pictures.length }));
      return reply.code(303).header('location', builder).send();
    });
  };
}
