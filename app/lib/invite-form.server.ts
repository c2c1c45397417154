import type { AppLoadContext } from 'react-router';
import { formFailure, formSuccess, text } from './form.server';
import { text as say } from './i18n.server';

/**
 * The invite-link forms' two intents, made or withdrawn with the given service (an
 * administrator's instance invites, decision 056, or a member's own, decision 059); null for
 * another intent. Its answers are in the request's language (decision 064).
 */
export async function inviteLinkAnswer(
  context: AppLoadContext,
  form: FormData,
  intent: string,
  service: {
    create(input: { uses: number | null; expiresIn: string }): Promise<{ url: string }>;
    revoke(id: number): Promise<boolean>;
  },
) {
  if (intent === 'invite') {
    const usesText = text(form, 'uses').trim();
    const fields = { uses: usesText, expires: text(form, 'expires').trim() };
    try {
      const uses = usesText ? Number(usesText) : null;
      const made = await service.create({ uses, expiresIn: fields.expires || '7d' });
      return {
        ...formSuccess(say(context, 'admin.invites.made'), intent),
        url: made.url,
      };
    } catch (e) {
      return formFailure(e, fields, intent);
    }
  }
  if (intent === 'revoke') {
    const ok = await service.revoke(Number(text(form, 'id')));
    return formSuccess(
      say(context, ok ? 'admin.invites.withdrawnDone' : 'admin.invites.noSuchLink'),
      intent,
    );
  }
  return null;
}
