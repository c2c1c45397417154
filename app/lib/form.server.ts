import { type AppLoadContext, data } from 'react-router';
import { safeNextPath } from '#domain/sharing/safe-next';
import { isAppError } from '#server/errors';
import { assertCsrfForm } from '#server/http/csrf';
import type { FormFailure, FormSuccess } from './form-result';
import { fromService } from './loader.server';

/** The posted form, after the CSRF check every action starts with. */
export async function readForm(context: AppLoadContext, request: Request): Promise<FormData> {
  const form = await request.formData();
  await fromService(async () => assertCsrfForm(context.ctx, form));
  return form;
}

export function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** A service's refusal as form data (status kept), so the form shows it and keeps the input. */
export function formFailure(e: unknown, fields: Record<string, string>, intent?: string) {
  if (!isAppError(e)) throw e;
  const field = typeof e.details?.field === 'string' ? e.details.field : null;
  const fieldErrors = stringRecord(e.details?.fields);
  const body: FormFailure = {
    error: e.message,
    field,
    fields,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(intent ? { intent } : {}),
  };
  return data(body, { status: e.httpStatus });
}

function stringRecord(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object') return null;
  const entries = Object.entries(value).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export function formSuccess(message: string, intent?: string) {
  const body: FormSuccess = { ok: true, message, ...(intent ? { intent } : {}) };
  return body;
}

/** Where to go after a form: `next` of the form or else of the URL, if it is a same-site path. */
export function nextOf(request: Request, form?: FormData): string {
  const fromForm = form ? text(form, 'next') : '';
  return safeNextPath(fromForm || new URL(request.url).searchParams.get('next'), '/');
}
