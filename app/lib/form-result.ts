/** What an action hands back when a service said no: the message, the field, what was typed. */
export interface FormFailure {
  error: string;
  /** the input the message is about, when the service said so */
  field: string | null;
  /** every input the service refused, each with its own message (a sign-up's fields) */
  fieldErrors?: Record<string, string>;
  /** what was typed (never passwords), so the form re-renders as it was */
  fields: Record<string, string>;
  /** which form of a page with several (settings) */
  intent?: string;
}

/** A form that worked and stays on the page (settings saved, reset mail sent). */
export interface FormSuccess {
  ok: true;
  intent?: string;
  message: string;
}

export type FormResult = FormFailure | FormSuccess;

export function isFailure(r: FormResult | undefined | null): r is FormFailure {
  return r != null && 'error' in r;
}

export function isSuccess(r: FormResult | undefined | null): r is FormSuccess {
  return r != null && 'ok' in r;
}
