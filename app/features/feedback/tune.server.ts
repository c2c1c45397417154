import { type AppLoadContext, redirect } from 'react-router';
import { TUNE_PATH } from '#domain/feedback/feedback';
import { loginPath } from '#domain/sharing/safe-next';
import { AppError } from '#server/errors';
import { unfollowUser } from '#server/services/accounts/follows';
import { setBoardFollow } from '#server/services/boards/follows';
import { unhidePin } from '#server/services/feedback/hides';
import { tuneEntries } from '#server/services/feedback/tune';
import { setInterestFollow } from '#server/services/ideas/interests';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

/** 'Tune your home feed' for a signed-in viewer; a visitor logs in first and comes back. */
export async function loadTune(context: AppLoadContext) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(TUNE_PATH));
  return fromService(() => tuneEntries(context.ctx));
}

function idOf(context: AppLoadContext, form: FormData, name: string): number {
  const n = Number(text(form, name));
  if (!Number.isSafeInteger(n) || n < 1)
    throw new AppError('bad_request', say(context, 'errors.forms.unknown'));
  return n;
}

/**
 * The page's forms, one control each: unfollow a board, a person or an interest, show a hidden pin
 * again. Each answers with what changed, or the service's refusal with its status.
 */
export async function tuneAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const { ctx } = context;
  const intent = text(form, 'intent');
  const name = text(form, 'name');
  try {
    if (intent === 'unfollow-board') {
      await setBoardFollow(ctx, idOf(context, form, 'id'), false);
      return formSuccess(
        say(context, 'feedback.unfollowedBoard', {
          name: name || say(context, 'feedback.theBoard'),
        }),
        intent,
      );
    }
    if (intent === 'unfollow-user') {
      await unfollowUser(ctx, idOf(context, form, 'id'));
      return formSuccess(
        say(context, 'feedback.unfollowedUser', {
          name: name || say(context, 'feedback.them'),
        }),
        intent,
      );
    }
    if (intent === 'unfollow-interest') {
      await setInterestFollow(ctx, idOf(context, form, 'id'), false);
      return formSuccess(
        say(context, 'feedback.unfollowedTopic', {
          name: name || say(context, 'feedback.theTopic'),
        }),
        intent,
      );
    }
    if (intent === 'unhide') {
      const after = await unhidePin(ctx, idOf(context, form, 'id'));
      if (after.hidden) throw new AppError('bad_request', say(context, 'feedback.reportedStays'));
      return formSuccess(
        say(context, 'feedback.unhidden', {
          name: name || say(context, 'feedback.thePin'),
        }),
        intent,
      );
    }
    throw new AppError('bad_request', say(context, 'errors.forms.unknown'));
  } catch (e) {
    return formFailure(e, {}, intent);
  }
}
