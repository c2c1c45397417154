import { z } from 'zod';
import { getBoard } from '../../services/boards/read.ts';
import { createSection, deleteSection, renameSection } from '../../services/boards/sections.ts';
import { defineResource, idString } from '../resource.ts';
import { idList, text } from './options.ts';

/** BoardSectionResource create: title 1–50; `pin_ids` move into the new section. */
export const sectionCreate = defineResource({
  name: 'BoardSectionResource',
  action: 'create',
  options: z.object({ board_id: idString, title: text, pin_ids: idList.optional() }),
  async run(ctx, o) {
    const data = await createSection(ctx, {
      boardId: o.board_id,
      title: o.title,
      pinIds: o.pin_ids,
    });
    return { data };
  },
});

export const sectionUpdate = defineResource({
  name: 'BoardSectionResource',
  action: 'update',
  options: z.object({ section_id: idString, title: text }),
  async run(ctx, o) {
    return { data: await renameSection(ctx, o.section_id, o.title) };
  },
});

/** BoardSectionResource delete: its pins stay on the board. */
export const sectionDelete = defineResource({
  name: 'BoardSectionResource',
  action: 'delete',
  options: z.object({ section_id: idString }),
  async run(ctx, o) {
    return { data: await deleteSection(ctx, o.section_id) };
  },
});

/** BoardSectionsResource get: a board's sections (the board's read rule applies). */
export const sectionsGet = defineResource({
  name: 'BoardSectionsResource',
  action: 'get',
  options: z.object({ board_id: idString }),
  async run(ctx, o) {
    return { data: (await getBoard(ctx, o.board_id)).sections };
  },
});
