import { type AppLoadContext, data, redirect } from 'react-router';
import { isTodayKind, todayArticlePath, todayHeading } from '#domain/discovery/today';
import { AppError, isAppError } from '#server/errors';
import {
  addArticlePin,
  createArticle,
  deleteArticle,
  getArticleForEditing,
  interestChoices,
  listAllArticles,
  moveArticlePin,
  removeArticlePin,
  setArticleCover,
  setArticleStatus,
  todayAuthor,
  updateArticle,
} from '#server/services/today/author';
import { articleIdBySlug, getArticle, listPublishedArticles } from '#server/services/today/read';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { FIRST_PAGE_PINS, pinsForGrid } from '../../lib/grid-payload';
import { text as say } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

export const ADMIN_TODAY_PATH = '/admin/today';

/** spec 02 §2 (M-061, M-063..M-066): /today/ and /today/{kind}/; any other kind is a 404. */
export async function loadToday(context: AppLoadContext, kindParam: string | undefined) {
  if (kindParam !== undefined && !isTodayKind(kindParam)) {
    notFoundPage(say(context, 'today.noSuchPage'));
  }
  const kind = kindParam === undefined ? null : kindParam;
  const { ctx } = context;
  const page = await fromService(() => listPublishedArticles(ctx, { kind }));
  return {
    kind,
    title: kind
      ? say(context, 'today.kindOnToday', { kind: say(context, `today.k.${kind}`) })
      : say(context, 'shell.today'),
    description: say(context, 'today.lead', { name: 'Tessera' }),
    heading: todayHeading(ctx.now(), ctx.viewer.language),
    articles: page.items,
    bookmark: page.bookmark,
    origin: ctx.publicOrigin,
  };
}

function articleIdOf(context: AppLoadContext, param: string | undefined): number {
  const id = Number(param);
  if (!param || !/^\d{1,15}$/.test(param) || !Number.isSafeInteger(id) || id < 1) {
    notFoundPage(say(context, 'today.noArticle404'));
  }
  return id;
}

/** spec 02 §2 (M-062): one article with the first pins of its grid. */
export async function loadArticle(context: AppLoadContext, param: string | undefined) {
  const id = articleIdOf(context, param);
  const view = await fromService(() => getArticle(context.ctx, id, { pageSize: FIRST_PAGE_PINS }));
  return {
    article: view.article,
    pins: { items: pinsForGrid(view.pins.items), bookmark: view.pins.bookmark },
    origin: context.ctx.publicOrigin,
  };
}

/** spec 02 §2 (M-067): /discover/article/{slug} is the article's page, for good (301). */
export async function redirectDiscoverArticle(context: AppLoadContext, slug: string | undefined) {
  if (!slug || slug.length > 200) notFoundPage(say(context, 'today.noArticle404'));
  const id = await fromService(() => articleIdBySlug(context.ctx, slug));
  throw redirect(todayArticlePath(id), 301);
}

function author(context: AppLoadContext) {
  return fromService(async () => todayAuthor(context.ctx));
}

/** The composer's list: every article, drafts too (employees; a 404 for everyone else). */
export async function loadComposerList(context: AppLoadContext) {
  const by = await author(context);
  return { articles: await listAllArticles(context.ctx, by) };
}

function articleFields(form: FormData) {
  const interest = text(form, 'interestId');
  return {
    title: text(form, 'title'),
    subtitle: text(form, 'subtitle'),
    body: text(form, 'body'),
    kind: text(form, 'kind') || 'article',
    interestId: interest === '' ? null : Number(interest),
  };
}

function fieldsEcho(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['title', 'subtitle', 'body', 'kind', 'interestId', 'pin']) {
    out[k] = text(form, k);
  }
  return out;
}

/** The editor of one article (`new` for a blank one). */
export async function loadComposer(context: AppLoadContext, param: string | undefined) {
  const by = await author(context);
  const interests = await interestChoices(context.ctx);
  if (param === 'new') return { article: null, pins: [], interests };
  const id = articleIdOf(context, param);
  const edit = await fromService(() => getArticleForEditing(context.ctx, by, id));
  return { ...edit, interests };
}

const MESSAGES = {
  save: 'today.done.save',
  add: 'today.done.add',
  remove: 'today.done.remove',
  up: 'today.done.up',
  down: 'today.done.down',
  cover: 'today.done.cover',
  publish: 'today.done.publish',
  unpublish: 'today.done.unpublish',
} as const;

/**
 * Every button of the editor: save (a new article goes to its own editor), add a pin by url or
 * id, move, remove, choose the cover, publish, unpublish, delete (back to the list).
 */
export async function composerAction(
  context: AppLoadContext,
  request: Request,
  param: string | undefined,
) {
  const form = await readForm(context, request);
  const by = await author(context);
  const { ctx } = context;
  const intent = text(form, 'intent');
  const echo = fieldsEcho(form);
  try {
    if (param === 'new') {
      if (intent !== 'save') throw new AppError('bad_request', say(context, 'today.saveFirst'));
      const id = await createArticle(ctx, by, articleFields(form));
      throw redirect(`${ADMIN_TODAY_PATH}/${id}?created=1`);
    }
    const id = articleIdOf(context, param);
    const pinId = Number(text(form, 'pinId'));
    switch (intent) {
      case 'save':
        await updateArticle(ctx, by, id, articleFields(form));
        break;
      case 'add':
        await addArticlePin(ctx, by, id, text(form, 'pin'));
        break;
      case 'remove':
        await removeArticlePin(ctx, by, id, pinId);
        break;
      case 'up':
      case 'down':
        await moveArticlePin(ctx, by, id, pinId, intent === 'up' ? -1 : 1);
        break;
      case 'cover':
        await setArticleCover(ctx, by, id, pinId);
        break;
      case 'publish':
      case 'unpublish':
        await setArticleStatus(ctx, by, id, intent === 'publish' ? 'published' : 'draft');
        break;
      case 'delete':
        await deleteArticle(ctx, by, id);
        throw redirect(`${ADMIN_TODAY_PATH}?deleted=1`);
      default:
        throw new AppError('bad_request', say(context, 'today.unknownForm'));
    }
    const done = MESSAGES[intent as keyof typeof MESSAGES];
    return formSuccess(done ? say(context, done) : say(context, 'today.done'), intent);
  } catch (e) {
    if (e instanceof Response) throw e;
    if (isAppError(e) && e.details?.what === 'article') {
      throw data({ message: e.message, reason: null }, { status: 404 });
    }
    return formFailure(e, echo, intent);
  }
}
