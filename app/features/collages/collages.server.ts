import type { AppLoadContext } from 'react-router';
import type { CollageModel } from '#domain/boards/collages';
import { collagePinChoices } from '#server/services/collages/choices';
import { getCollage, listCollages } from '#server/services/collages/read';
import { fromService } from '../../lib/loader.server';

/**
 * /collage-creation-tool (spec 02 §2 M-025, M-095): the person's pins to cut from, and the
 * drafts, and the draft named by `?id=` when they come back to one. A visitor gets nothing (the page asks
 * them to log in).
 */
export async function loadCollageTool(context: AppLoadContext, request: Request) {
  const { ctx } = context;
  if (!ctx.viewer.isAuth) return { pins: [], draft: null, drafts: [] };
  const id = new URL(request.url).searchParams.get('id');
  const [pins, drafts] = await fromService(() =>
    Promise.all([collagePinChoices(ctx), listCollages(ctx, { isDraft: true })]),
  );
  let draft: CollageModel | null = null;
  if (id && /^[1-9]\d{0,15}$/.test(id)) {
    draft = await fromService(() => getCollage(ctx, Number(id)));
  }
  return { pins, draft, drafts };
}
