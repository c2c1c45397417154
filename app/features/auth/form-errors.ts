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
 * A failure split by where it belongs: `field(name)` is the props of the one input the server
 * named (its message, focus), `form` the message for the form's alert when the server named no
 * input of this form. So one wrong field turns only that field red.
 */
export function splitFailure(
  failure: { error: string; field: string | null } | null,
  names: readonly string[],
): { form: string | null; field(name: string): { error: string | null; autoFocus: boolean } } {
  const own = failure?.field != null && names.includes(failure.field) ? failure.field : null;
  return {
    form: failure && !own ? failure.error : null,
    field: (name) =>
      own === name && failure
        ? { error: failure.error, autoFocus: true }
        : { error: null, autoFocus: false },
  };
}
