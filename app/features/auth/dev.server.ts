import type { AppLoadContext } from 'react-router';
import { requireEmployee } from '#server/services/accounts/sessions';
import { listOutbox } from '#server/services/platform/mail';
import { fromService } from '../../lib/loader.server';

/** The dev outbox; the service answers 404 in production. */
export async function loadOutbox(context: AppLoadContext) {
  const mails = await fromService(() => listOutbox(context.ctx));
  return {
    mails: mails.map((m) => ({
      id: String(m.id),
      to: String(m.to),
      subject: String(m.subject),
      text: String(m.text),
      createdAt: m.createdAt,
    })),
  };
}

/** Employees only; everyone else gets the 404 requireEmployee throws. */
export async function loadDebugViewer(context: AppLoadContext) {
  await fromService(async () => requireEmployee(context.ctx));
  return { viewer: context.ctx.viewer };
}
