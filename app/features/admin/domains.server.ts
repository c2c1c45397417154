import type { AppLoadContext } from 'react-router';
import { AppError } from '#server/errors';
import { requireEmployee, requireUser } from '#server/services/accounts/sessions';
import { listDomain, listDomains, unlistDomain } from '#server/services/outbound/safety-list';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

/** The domain safety list for an employee; everyone else gets the 404 requireEmployee throws. */
export async function loadDomains(context: AppLoadContext) {
  const { ctx } = context;
  await fromService(async () => requireEmployee(ctx));
  const entries = await listDomains(ctx.db);
  return {
    entries: entries.map((e) => ({
      host: e.host,
      status: e.status,
      message: e.message,
      updatedAt: e.updatedAt,
    })),
  };
}

/** The employee's user id, which the list records as who changed an entry. */
async function employeeId(context: AppLoadContext): Promise<number> {
  const { ctx } = context;
  return fromService(async () => {
    requireEmployee(ctx);
    return requireUser(ctx, 'Log in to change the domain safety list');
  });
}

/**
 * The page's two forms: `list` adds a domain or changes its entry, `unlist` takes it off. The
 * CSRF check comes first (a forged post is a 403 whoever sends it), then the employee check.
 */
export async function domainsAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const by = await employeeId(context);
  const { ctx } = context;
  const intent = text(form, 'intent');
  if (intent === 'list') {
    const fields = {
      host: text(form, 'host').trim(),
      status: text(form, 'status'),
      message: text(form, 'message'),
    };
    try {
      const entry = await listDomain(ctx, fields, by);
      return formSuccess(
        say(context, 'admin.domains.listedDone', { host: entry.host, status: entry.status }),
        intent,
      );
    } catch (e) {
      return formFailure(e, fields, intent);
    }
  }
  if (intent === 'unlist') {
    const host = text(form, 'host').trim();
    try {
      const removed = await unlistDomain(ctx, host, by);
      return formSuccess(
        say(context, removed ? 'admin.domains.unlistedDone' : 'admin.domains.notListed', { host }),
        intent,
      );
    } catch (e) {
      return formFailure(e, { host }, intent);
    }
  }
  return formFailure(new AppError('bad_request', say(context, 'admin.unknownForm')), {});
}
