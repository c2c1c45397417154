import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeSeesPrivacy } from '#domain/accounts/api-tokens';
import type { BoardPrivacy } from '#domain/pins/models';
import { findUserRowByUsername } from '../../services/accounts/users.ts';
import { getBoard, listBoards } from '../../services/boards/read.ts';
import { createBoard, deleteBoard, updateBoard } from '../../services/boards/write.ts';
import { boardFeed } from '../../services/feeds/pin-feeds.ts';
import { tr } from '../../services/platform/i18n.ts';
import { assertSees, authenticationFailed, need, seenBoard, type V5Call } from './call.ts';
import { v5Board, v5Pin } from './present.ts';
import { Board, errorResponses, IdParam, PageQuery, Pin, Privacy, paginated } from './schemas.ts';

const BoardParams = z.object({ board_id: IdParam });
const privacyOf = (p: z.infer<typeof Privacy>) => p.toLowerCase() as BoardPrivacy;
const BoardCreate = z.object({
  name: z.string().min(1).max(180),
  description: z.string().max(1000).optional(),
  privacy: Privacy.optional(),
});
const BoardUpdate = BoardCreate.partial();

/** The board, when the token may see it (a secret one needs boards:read_secret). */
async function visibleBoard(call: V5Call, id: string) {
  const { board } = await getBoard(call.ctx, Number(id));
  assertSees(call, 'boards', board.privacy, tr(call.ctx, 'errors.boards.notFound'));
  return board;
}

/** Decision 055: Pinterest v5's board calls, answered by Tessera's board services. */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boards',
    {
      schema: {
        tags: ['boards'],
        operationId: 'boards/list',
        summary: 'List boards',
        security: [{ bearer: ['boards:read'] }],
        querystring: PageQuery.extend({
          privacy: z.enum(['ALL', 'PUBLIC', 'PROTECTED', 'SECRET']).optional(),
        }),
        response: { 200: paginated(Board, 'BoardList'), ...errorResponses },
      },
    },
    async (req) => {
      const call = need(req, 'boards:read');
      const me = await findUserRowByUsername(call.ctx, call.ctx.viewer.username ?? '');
      if (!me) throw authenticationFailed(req);
      const q = req.query;
      const page = await listBoards(call.ctx, me, {
        pageSize: q.page_size,
        bookmark: q.bookmark,
        privacyFilter: q.privacy && q.privacy !== 'ALL' ? privacyOf(q.privacy) : 'all',
        excludeSecret: !scopeSeesPrivacy(call.scopes, 'boards', 'secret'),
      });
      return { items: page.items.map(v5Board), bookmark: page.bookmark };
    },
  );

  app.post(
    '/boards',
    {
      schema: {
        tags: ['boards'],
        operationId: 'boards/create',
        summary: 'Create board',
        security: [{ bearer: ['boards:write'] }],
        body: BoardCreate,
        response: { 201: Board, ...errorResponses },
      },
    },
    async (req, reply) => {
      const call = need(req, 'boards:write');
      const b = req.body;
      const board = await createBoard(call.ctx, {
        name: b.name,
        description: b.description,
        privacy: b.privacy && privacyOf(b.privacy),
      });
      return reply.code(201).send(v5Board(board));
    },
  );

  app.get(
    '/boards/:board_id',
    {
      schema: {
        tags: ['boards'],
        operationId: 'boards/get',
        summary: 'Get board',
        security: [{ bearer: ['boards:read'] }],
        params: BoardParams,
        response: { 200: Board, ...errorResponses },
      },
    },
    async (req) => v5Board(await visibleBoard(need(req, 'boards:read'), req.params.board_id)),
  );

  app.patch(
    '/boards/:board_id',
    {
      schema: {
        tags: ['boards'],
        operationId: 'boards/update',
        summary: 'Update board',
        security: [{ bearer: ['boards:write'] }],
        params: BoardParams,
        body: BoardUpdate,
        response: { 200: Board, ...errorResponses },
      },
    },
    async (req) => {
      const call = need(req, 'boards:write');
      const id = req.params.board_id;
      await seenBoard(call, id);
      const b = req.body;
      const board = await updateBoard(call.ctx, Number(id), {
        name: b.name,
        description: b.description,
        privacy: b.privacy && privacyOf(b.privacy),
      });
      return v5Board(board);
    },
  );

  app.delete(
    '/boards/:board_id',
    {
      schema: {
        tags: ['boards'],
        operationId: 'boards/delete',
        summary: 'Delete board',
        security: [{ bearer: ['boards:write'] }],
        params: BoardParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const call = need(req, 'boards:write');
      await seenBoard(call, req.params.board_id);
      await deleteBoard(call.ctx, Number(req.params.board_id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/boards/:board_id/pins',
    {
      schema: {
        tags: ['boards'],
        operationId: 'boards/list_pins',
        summary: 'List Pins on board',
        security: [{ bearer: ['boards:read', 'pins:read'] }],
        params: BoardParams,
        querystring: PageQuery,
        response: { 200: paginated(Pin, 'PinList'), ...errorResponses },
      },
    },
    async (req) => {
      need(req, 'boards:read');
      const call = need(req, 'pins:read');
      const board = await seenBoard(call, req.params.board_id);
      assertSees(call, 'pins', board.privacy, tr(call.ctx, 'errors.boards.notFound'));
      const page = await boardFeed(call.ctx, Number(board.id), {
        bookmark: req.query.bookmark,
        pageSize: req.query.page_size,
      });
      const me = call.ctx.viewer.id ?? null;
      return { items: page.items.map((p) => v5Pin(p, me)), bookmark: page.bookmark };
    },
  );
};
