import { type AppLoadContext, redirect } from 'react-router';
import { onboardingPath } from '#domain/discovery/onboarding';
import { loginPath } from '#domain/sharing/safe-next';
import { getUserByUsername } from '#server/services/accounts/users';
import { listIdeasCategories } from '#server/services/ideas/interests';
import { followOnboardingTopics } from '#server/services/ideas/onboarding';
import { formFailure, nextOf, readForm } from '../../lib/form.server';
import { fromService } from '../../lib/loader.server';

/** Issue 33's onboarding: the ideas categories to pick from, for the signed-in only. */
export async function loadOnboarding(context: AppLoadContext, request: Request) {
  const { ctx } = context;
  const next = nextOf(request);
  const username = ctx.viewer.username;
  if (!ctx.viewer.isAuth || !username) {
    throw redirect(loginPath(onboardingPath(next)));
  }
  const [me, topics] = await Promise.all([
    fromService(() => getUserByUsername(ctx, username)),
    fromService(() => listIdeasCategories(ctx, 'long')),
  ]);
  return {
    next,
    name: me.firstName || me.username,
    topics: topics.map((t) => ({
      id: t.id,
      name: t.name,
      followedByMe: t.followedByMe,
      cover: t.coverImages[0]?.['236x']?.url ?? null,
    })),
  };
}

/** The picked topics are followed; then on to where the person was going. */
export async function onboardingAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const next = nextOf(request, form);
  try {
    await followOnboardingTopics(
      context.ctx,
      form.getAll('interest').filter((v): v is string => typeof v === 'string'),
    );
  } catch (e) {
    return formFailure(e, {});
  }
  throw redirect(next);
}
