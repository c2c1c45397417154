import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SectionModel } from '#domain/pins/models';
import { notFound } from '../../errors.ts';
import { listSections } from '../../services/boards/board-models.ts';
import { createSection, deleteSection, renameSection } from '../../services/boards/sections.ts';
import { boardFeed } from '../../services/feeds/pin-feeds.ts';
import { tr } from '../../services/platform/i18n.ts';
import { assertSees, need, seenBoard, type V5Call } from './call.ts';
import { v5Pin } from './present.ts';
import { errorResponses, IdParam, PageQuery, Pin, paginated } from './schemas.ts';

const BoardParams = z.object({ board_id: IdParam });
const SectionParams = BoardParams.extend({ section_id: IdParam });
const SectionBody = z.object({ name: z.string().min(1).max(180) });
const Section = z.object({ id: z.string(), name: z.string() }).meta({ id: 'BoardSection' });

const v5Section = (s: SectionModel) => ({ id: s.id, name: s.title });

/** The board's sections, when the token may see the board (a secret one needs boards:read_secret). */
async function sectionsOf(call: V5Call, boardId: string): Promise<SectionModel[]> {
  await seenBoard(call, boardId);
  return listSections(call.ctx, Number(boardId));
}

/** One of the board's sections, or a 404 (a section of another board is none of this one). */
async function sectionOf(call: V5Call, boardId: string, sectionId: string): Promise<SectionModel> {
  const section = (await sectionsOf(call, boardId)).find((s) => s.id === sectionId);
  if (!section) throw notFound(tr(call.ctx, 'errors.v5.sectionGone'));
  return section;
}

/** Decision 055: Pinterest v5's board section calls, answered by Tessera's section services. */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boards/:board_id/sections',
    {
      schema: {
        tags: ['boards'],
        operationId: 'board_sections/list',
        summary: 'List board sections',
        security: [{ bearer: ['boards:read'] }],
        params: BoardParams,
        querystring: PageQuery,
        response: { 200: paginated(Section, 'BoardSectionList'), ...errorResponses },
      },
    },
    async (req) => {
      const call = need(req, 'boards:read');
      const all = (await sectionsOf(call, req.params.board_id)).map(v5Section);
      // a board has few sections: paged here, the bookmark the next one's position
      const from = Number(req.query.bookmark ?? 0) || 0;
      const items = all.slice(from, from + req.query.page_size);
      const next = from + items.length;
      return { items, bookmark: next < all.length ? String(next) : null };
    },
  );

  app.post(
    '/boards/:board_id/sections',
    {
      schema: {
        tags: ['boards'],
        operationId: 'board_sections/create',
        summary: 'Create board section',
        security: [{ bearer: ['boards:write'] }],
        params: BoardParams,
        body: SectionBody,
        response: { 201: Section, ...errorResponses },
      },
    },
    async (req, reply) => {
      const call = need(req, 'boards:write');
      await sectionsOf(call, req.params.board_id);
      const made = await createSection(call.ctx, {
        boardId: Number(req.params.board_id),
        title: req.body.name,
      });
      return reply.code(201).send(v5Section(made));
    },
  );

  app.patch(
    '/boards/:board_id/sections/:section_id',
    {
      schema: {
        tags: ['boards'],
        operationId: 'board_sections/update',
        summary: 'Update board section',
        security: [{ bearer: ['boards:write'] }],
        params: SectionParams,
        body: SectionBody,
        response: { 200: Section, ...errorResponses },
      },
    },
    async (req) => {
      const call = need(req, 'boards:write');
      const { board_id, section_id } = req.params;
      await sectionOf(call, board_id, section_id);
      return v5Section(await renameSection(call.ctx, Number(section_id), req.body.name));
    },
  );

  app.delete(
    '/boards/:board_id/sections/:section_id',
    {
      schema: {
        tags: ['boards'],
        operationId: 'board_sections/delete',
        summary: 'Delete board section',
        security: [{ bearer: ['boards:write'] }],
        params: SectionParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const call = need(req, 'boards:write');
      const { board_id, section_id } = req.params;
      await sectionOf(call, board_id, section_id);
      await deleteSection(call.ctx, Number(section_id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/boards/:board_id/sections/:section_id/pins',
    {
      schema: {
        tags: ['boards'],
        operationId: 'board_sections/list_pins',
        summary: 'List Pins on board section',
        security: [{ bearer: ['boards:read', 'pins:read'] }],
        params: SectionParams,
        querystring: PageQuery,
        response: { 200: paginated(Pin, 'SectionPinList'), ...errorResponses },
      },
    },
    async (req) => {
      need(req, 'boards:read');
      const call = need(req, 'pins:read');
      const { board_id, section_id } = req.params;
      const board = await seenBoard(call, board_id);
      const sections = await listSections(call.ctx, Number(board_id));
      if (!sections.some((s) => s.id === section_id))
        throw notFound(tr(call.ctx, 'errors.v5.sectionGone'));
      assertSees(call, 'pins', board.privacy, tr(call.ctx, 'errors.boards.notFound'));
      const page = await boardFeed(call.ctx, Number(board_id), {
        sectionId: Number(section_id),
        bookmark: req.query.bookmark,
        pageSize: req.query.page_size,
      });
      const me = call.ctx.viewer.id ?? null;
      return { items: page.items.map((p) => v5Pin(p, me)), bookmark: page.bookmark };
    },
  );
};
