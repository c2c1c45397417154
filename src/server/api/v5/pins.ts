import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOARD_NOT_FOUND } from '../../services/boards/access.ts';
import { getBoard } from '../../services/boards/read.ts';
import { getPin } from '../../services/pins/closeup.ts';
import { deletePinAsViewer, updatePin } from '../../services/pins/write.ts';
import { assertSees, need, type V5Call } from './call.ts';
import { v5Pin } from './present.ts';
import { errorResponses, IdParam, Pin } from './schemas.ts';

const PIN_GONE = 'Pin not found.';
const PinParams = z.object({ pin_id: IdParam });
const PinUpdate = z.object({
  title: z.string().max(100).optional(),
  description: z.string().max(800).optional(),
  link: z.string().max(2048).nullable().optional(),
  alt_text: z.string().max(500).nullable().optional(),
  board_id: IdParam.optional(),
  board_section_id: IdParam.nullable().optional(),
});

/** The pin, when the token may see it (one on a secret board needs pins:read_secret). */
async function visiblePin(call: V5Call, id: string) {
  const pin = await getPin(call.ctx, Number(id));
  assertSees(call, 'pins', pin.board?.privacy, PIN_GONE);
  return pin;
}

/** Decision 055: Pinterest v5's pin calls, answered by Tessera's pin services. */
export const pinRoutes: FastifyPluginAsyncZod = async (app) => {
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
        assertSees(call, 'pins', board.privacy, BOARD_NOT_FOUND);
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
