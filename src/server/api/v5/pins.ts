import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { getBoard } from '../../services/boards/read.ts';
import { getPin } from '../../services/pins/closeup.ts';
import { repin } from '../../services/pins/saves.ts';
import { uploadPinImage } from '../../services/pins/upload.ts';
import { createPin, deletePinAsViewer, updatePin } from '../../services/pins/write.ts';
import { tr } from '../../services/platform/i18n.ts';
import { assertSees, need, type V5Call } from './call.ts';
import { v5Pin } from './present.ts';
import { errorResponses, IdParam, Pin } from './schemas.ts';

const PinParams = z.object({ pin_id: IdParam });
const PinUpdate = z.object({
  title: z.string().max(100).optional(),
  description: z.string().max(800).optional(),
  link: z.string().max(2048).nullable().optional(),
  alt_text: z.string().max(500).nullable().optional(),
  board_id: IdParam.optional(),
  board_section_id: IdParam.nullable().optional(),
});

/**
 * Where a new pin's picture comes from: an address Tessera fetches behind its SSRF guard, or the
 * picture itself in base64 (at most 20 MB decoded, the upload's own limit).
 */
const MediaSource = z.discriminatedUnion('source_type', [
  z.object({ source_type: z.literal('image_url'), url: z.string().min(1).max(2048) }),
  z.object({
    source_type: z.literal('image_base64'),
    content_type: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
    data: z.string().min(1).max(28_000_000),
  }),
]);
const PinCreate = z.object({
  board_id: IdParam,
  board_section_id: IdParam.optional(),
  title: z.string().max(100).optional(),
  description: z.string().max(800).optional(),
  link: z.string().max(2048).nullable().optional(),
  alt_text: z.string().max(500).nullable().optional(),
  media_source: MediaSource,
});
const PinSave = z.object({
  board_id: IdParam.optional(),
  board_section_id: IdParam.optional(),
});

function pictureOf(
  ctx: Ctx,
  source: z.infer<typeof MediaSource>,
): { url: string } | { bytes: Buffer } {
  if (source.source_type === 'image_url') return { url: source.url };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(source.data.replace(/\s+/g, ''))) {
    throw badRequest(tr(ctx, 'errors.v5.notBase64'));
  }
  return { bytes: Buffer.from(source.data, 'base64') };
}

/** A board a token may put pins on: one it may see (a secret one needs pins:read_secret). */
async function targetBoard(call: V5Call, id: string): Promise<void> {
  const { board } = await getBoard(call.ctx, Number(id));
  assertSees(call, 'pins', board.privacy, tr(call.ctx, 'errors.boards.notFound'));
}

/** The pin, when the token may see it (one on a secret board needs pins:read_secret). */
async function visiblePin(call: V5Call, id: string) {
  const pin = await getPin(call.ctx, Number(id));
  assertSees(call, 'pins', pin.board?.privacy, tr(call.ctx, 'errors.pins.notFound'));
  return pin;
}

/** Decision 055: Pinterest v5's pin calls, answered by Tessera's pin services. */
export const pinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pins',
    {
      // a base64 picture of up to 20 MB is about 27 MB of JSON
      bodyLimit: 30 * 1024 * 1024,
      schema: {
        tags: ['pins'],
        operationId: 'pins/create',
        summary: 'Create Pin',
        security: [{ bearer: ['boards:read', 'pins:write'] }],
        body: PinCreate,
        response: { 201: Pin, ...errorResponses },
      },
    },
    async (req, reply) => {
      const call = need(req, 'pins:write');
      const b = req.body;
      await targetBoard(call, b.board_id);
      const picture = await uploadPinImage(call.ctx, pictureOf(call.ctx, b.media_source));
      const pin = await createPin(call.ctx, {
        imageSignature: picture.imageSignature,
        boardId: Number(b.board_id),
        sectionId: b.board_section_id === undefined ? undefined : Number(b.board_section_id),
        title: b.title,
        description: b.description,
        link: b.link ?? undefined,
        altText: b.alt_text ?? undefined,
      });
      return reply.code(201).send(v5Pin(pin, call.ctx.viewer.id ?? null));
    },
  );

  app.post(
    '/pins/:pin_id/save',
    {
      schema: {
        tags: ['pins'],
        operationId: 'pins/save',
        summary: 'Save Pin',
        security: [{ bearer: ['boards:read', 'pins:write'] }],
        params: PinParams,
        body: PinSave,
        response: { 201: Pin, ...errorResponses },
      },
    },
    async (req, reply) => {
      const call = need(req, 'pins:write');
      await visiblePin(call, req.params.pin_id);
      const b = req.body;
      if (b.board_id !== undefined) await targetBoard(call, b.board_id);
      const saved = await repin(call.ctx, {
        pinId: Number(req.params.pin_id),
        boardId: b.board_id === undefined ? undefined : Number(b.board_id),
        sectionId: b.board_section_id === undefined ? undefined : Number(b.board_section_id),
      });
      return reply.code(201).send(v5Pin(saved, call.ctx.viewer.id ?? null));
    },
  );

  app.get(
    '/pins/:pin_id',
    {
      schema: {
        tags: ['pins'],
        operationId: 'pins/get',
        summary: 'Get Pin',
        security: [{ bearer: ['pins:read'] }],
        params: PinParams,
        response: { 200: Pin, ...errorResponses },
      },
    },
    async (req) => {
      const call = need(req, 'pins:read');
      return v5Pin(await visiblePin(call, req.params.pin_id), call.ctx.viewer.id ?? null);
    },
  );

  app.patch(
    '/pins/:pin_id',
    {
      schema: {
        tags: ['pins'],
        operationId: 'pins/update',
        summary: 'Update Pin',
        security: [{ bearer: ['pins:write'] }],
        params: PinParams,
        body: PinUpdate,
        response: { 200: Pin, ...errorResponses },
      },
    },
    async (req) => {
      const call = need(req, 'pins:write');
      await visiblePin(call, req.params.pin_id);
      const b = req.body;
      if (b.board_id !== undefined) {
        // a token that may not see secret pins may not move one onto a secret board either
        const { board } = await getBoard(call.ctx, Number(b.board_id));
        assertSees(call, 'pins', board.privacy, tr(call.ctx, 'errors.boards.notFound'));
      }
      const pin = await updatePin(call.ctx, {
        id: Number(req.params.pin_id),
        title: b.title,
        description: b.description,
        link: b.link,
        altText: b.alt_text,
        boardId: b.board_id === undefined ? undefined : Number(b.board_id),
        sectionId:
          b.board_section_id === undefined || b.board_section_id === null
            ? b.board_section_id
            : Number(b.board_section_id),
      });
      return v5Pin(pin, call.ctx.viewer.id ?? null);
    },
  );

  app.delete(
    '/pins/:pin_id',
    {
      schema: {
        tags: ['pins'],
        operationId: 'pins/delete',
        summary: 'Delete Pin',
        security: [{ bearer: ['pins:write'] }],
        params: PinParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const call = need(req, 'pins:write');
      await visiblePin(call, req.params.pin_id);
      await deletePinAsViewer(call.ctx, Number(req.params.pin_id));
      return reply.code(204).send(null);
    },
  );
};
