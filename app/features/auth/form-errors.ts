/** Which inputs an error concerns: its field, or all of them when the service did not say. */
export function errorTarget(
  errorId: string,
  failure: { field: string | null } | null,
  name: string,
): { describedBy: string[]; invalid: boolean } {
  if (!failure) return { describedBy: [], invalid: false };
  const hit = failure.field === null || failure.field === name;
  return hit ? { describedBy: [errorId], invalid: true } : { describedBy: [], invalid: false };
}

/**
 * A failure split by where it belongs: `field(name)` is the props of each input the server
 * named (its own message; the first of them in the form's order takes the focus), `form` the
 * message for the form's alert when the server named no input of this form. So the wrong fields
 * turn red, all at once, and only they.
 */
export function splitFailure(
  failure: {
    error: string;
    field: string | null;
    fieldErrors?: Record<string, string>;
  } | null,
  names: readonly string[],
): { form: string | null; field(name: string): { error: string | null; autoFocus: boolean } } {
  const errors: Record<string, string> = {};
  if (failure?.field != null) errors[failure.field] = failure.error;
  Object.assign(errors, failure?.fieldErrors ?? {});
  const own = names.filter((n) => errors[n] !== undefined);
  return {
    form: failure && own.length === 0 ? failure.error : null,
    field: (name) => ({ error: errors[name] ?? null, autoFocus: own[0] === name }),
  };
}
