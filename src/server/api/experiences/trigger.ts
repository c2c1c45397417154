import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findBadText } from '#domain/formatting/text-input';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { recordExperienceAction } from '../../services/experiences/status.ts';
import { tr } from '../../services/platform/i18n.ts';
import { parseIn } from '../../services/platform/zod-i18n.ts';
import { ok } from '../envelope.ts';
import { readableZodError } from '../resource.ts';
import { textProblemSaid } from '../text.ts';
import { extraContextOption } from './options.ts';

/** The optional body of a trigger (decision 060: also what the OpenAPI document says). */
/** `{placement}:{experience}`, URL-encoded in the path as the spec's clients send it. */
export const triggerParams = z.object({ key: z.string().min(1).max(500) });

export const triggerBody = z
  .object({ extra_context: extraContextOption })
  .loose()
  .nullable()
  .optional();

/**
 * `PUT /v3/experiences/{placement}%3A{experience}/trigger/` (spec 02 §7, M-334, M-335): marks
 * the placed experience as triggered for the person asking, which `triggered_only` targeting
 * waits for. An optional extra_context (a JSON string, or an object) is merged into what is
 * stored for that placement. getCtx applies CSRF (same origin, and x-csrf-token with a
 * session). Answers the status in the resource envelope.
 */
export function experienceTriggerRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.route<{ Params: { key: string }; Body: unknown }>({
      method: 'PUT',
      url: '/v3/experiences/:key/trigger/',
      handler: async (req, reply) => {
        const ctx = getCtx(req);
        const params = parseIn(ctx, triggerParams, req.params);
        if (!params.success) throw badRequest(readableZodError(params.error));
        const raw = req.body && typeof req.body === 'object' ? req.body : {};
        const bad = findBadText(raw, 'body');
        if (bad) throw badRequest(`${bad.path}: ${textProblemSaid(ctx, bad.problem)}`);
        const parsed = parseIn(ctx, triggerBody, raw);
        if (!parsed.success) {
          throw badRequest(
            parsed.error.issues[0]?.message ?? tr(ctx, 'errors.experiences.bodyNotUnderstood'),
          );
        }
        const data = await recordExperienceAction(ctx, 'trigger', {
          placedExperienceId: params.data.key,
          extraContext: parsed.data?.extra_context ?? null,
        });
        return reply.send(ok(data));
      },
    });
  };
}
