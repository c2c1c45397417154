import { type AppLoadContext, data, redirect } from 'react-router';
import { AppError, isAppError } from '#server/errors';
import {
  createExperience,
  deleteExperience,
  employeeAuthor,
  getExperience,
  listExperiences,
  setExperienceState,
  updateExperience,
} from '#server/services/experiences/authoring';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';
import { type ExperienceView, type FormIssue, inputOf, readFields } from './experience-form';

export const EXPERIENCES_PATH = '/admin/experiences';

function author(context: AppLoadContext) {
  return fromService(async () => employeeAuthor(context.ctx));
}

/** Every experience with its counts, for an employee; everyone else gets the 404. */
export async function loadExperiences(context: AppLoadContext, request: Request) {
  const by = await author(context);
  const experiences: ExperienceView[] = await listExperiences(context.ctx, by);
  const saved = Number(new URL(request.url).searchParams.get('saved'));
  return {
    experiences,
    saved: Number.isSafeInteger(saved) && saved > 0 ? saved : null,
    title: say(context, 'admin.nav.experiences'),
  };
}

/** The experience of an address's id, or the 404 page. */
function idOf(context: AppLoadContext, param: string | undefined): number {
  const id = Number(param);
  if (!param || !Number.isSafeInteger(id) || id < 1) notFoundPage(say(context, 'admin.exp.noSuch'));
  return id;
}

/** The editor of one experience (`param` set) or of a new one. */
export async function loadExperienceEditor(context: AppLoadContext, param: string | undefined) {
  const by = await author(context);
  if (param === undefined) return { experience: null, title: say(context, 'admin.exp.new') };
  const experience: ExperienceView = await fromService(() =>
    getExperience(context.ctx, by, idOf(context, param)),
  );
  return { experience, title: say(context, 'admin.exp.editOf', { name: experience.name }) };
}

/** The list's and the editor's buttons: activate, pause, delete. */
async function stateAction(context: AppLoadContext, form: FormData, intent: string) {
  const by = await author(context);
  const id = Number(text(form, 'id'));
  const name = text(form, 'name') || say(context, 'admin.exp.nameless', { id });
  try {
    if (intent === 'delete') {
      await deleteExperience(context.ctx, by, id);
      return formSuccess(say(context, 'admin.exp.deleted', { name }), intent);
    }
    const state = intent === 'activate' ? 'active' : intent === 'pause' ? 'paused' : intent;
    const e = await setExperienceState(context.ctx, by, id, state);
    return formSuccess(
      say(context, 'admin.exp.stateDone', { name: e.name, state: e.state }),
      intent,
    );
  } catch (e) {
    return formFailure(e, { id: String(id) }, intent);
  }
}

export async function experiencesAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const intent = text(form, 'intent');
  if (['activate', 'pause', 'delete'].includes(intent)) {
    return stateAction(context, form, intent);
  }
  await author(context);
  return formFailure(new AppError('bad_request', say(context, 'admin.unknownForm')), {});
}

/** What the editor gets back when the server refused: every problem by path, and what was typed. */
export interface EditorFailure {
  error: string;
  issues: FormIssue[];
  fields: Record<string, string>;
}

function refused(
  context: AppLoadContext,
  issues: FormIssue[],
  fields: Record<string, string>,
  status: number,
) {
  const error = say(context, 'admin.exp.toFix', { count: issues.length });
  return data<EditorFailure>({ error, issues, fields }, { status });
}

/**
 * The editor's form: save (create or update), or one of the state buttons. A saved experience
 * goes back to the list, which says so.
 */
export async function experienceEditorAction(
  context: AppLoadContext,
  request: Request,
  param: string | undefined,
) {
  const form = await readForm(context, request);
  const intent = text(form, 'intent');
  if (intent !== 'save') {
    const done = await stateAction(context, form, intent);
    if (intent === 'delete' && 'ok' in done) throw redirect(EXPERIENCES_PATH);
    return done;
  }
  const by = await author(context);
  const fields = readFields(form);
  const { input, issues } = inputOf(fields, (id, values) => say(context, id, values));
  if (issues.length) return refused(context, issues, fields, 400);
  try {
    const saved =
      param === undefined
        ? await createExperience(context.ctx, by, input)
        : await updateExperience(context.ctx, by, idOf(context, param), input);
    throw redirect(`${EXPERIENCES_PATH}?saved=${saved.id}`);
  } catch (e) {
    if (!isAppError(e)) throw e;
    if (e.httpStatus === 404) {
      return fromService(async () => {
        throw e;
      });
    }
    const listed = Array.isArray(e.details?.issues) ? (e.details.issues as FormIssue[]) : null;
    const field = typeof e.details?.field === 'string' ? e.details.field : 'form';
    return refused(context, listed ?? [{ path: field, message: e.message }], fields, e.httpStatus);
  }
}
