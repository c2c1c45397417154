import { z } from 'zod';
import { createPin, deletePinAsViewer, updatePin } from '../../services/pins/write.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

// Lengths are checked by the service with readable messages; these caps only stop huge bodies.
const text = (max: number) => plainText().max(max * 4);
const nullableId = z.union([idString, z.null()]);

// What create and update share. Each call's own key comes first, so a body with several faults
// gets its issues listed in the same order as before.
const pinFields = z.object({
  board_id: nullableId.optional(),
  section_id: nullableId.optional(),
  title: text(100).optional(),
  description: text(500).optional(),
  alt_text: z.union([text(500), z.null()]).optional(),
  link: z.union([plainText().max(4096), z.null()]).optional(),
});

function fieldsOf(o: z.infer<typeof pinFields>) {
  return {
    boardId: o.board_id,
    sectionId: o.section_id,
    title: o.title,
    description: o.description,
    altText: o.alt_text,
    link: o.link,
  };
}

/** decision 006 PinResource create (P-001): a pin from an uploaded picture. */
export const pinCreate = defineResource({
  name: 'PinResource',
  action: 'create',
  options: z
    .object({
      image_signature: plainText().regex(
        /^[0-9a-f]{32}$/,
        'must be the imageSignature of an upload',
      ),
    })
    .extend(pinFields.shape),
  async run(ctx, o) {
    return { data: await createPin(ctx, { imageSignature: o.image_signature, ...fieldsOf(o) }) };
  },
});

/** decision 006 PinResource update (M-034): text fields and a move to another board/section. */
export const pinUpdate = defineResource({
  name: 'PinResource',
  action: 'update',
  options: z.object({ id: idString }).extend(pinFields.shape),
  async run(ctx, o) {
    return { data: await updatePin(ctx, { id: o.id, ...fieldsOf(o) }) };
  },
});

/** P-335: PinResource delete sends id and client_tracking_params. */
export const pinDelete = defineResource({
  name: 'PinResource',
  action: 'delete',
  options: z.object({
    id: idString,
    client_tracking_params: plainText().max(2000).optional(),
  }),
  async run(ctx, o) {
    return { data: await deletePinAsViewer(ctx, o.id) };
  },
});
