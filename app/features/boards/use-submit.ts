import { useState } from 'react';
import { messageOf } from './collaborators/message-of';

/**
 * The busy flag and error line of a form that checks its fields first, then posts: a problem
 * shows without posting; a failed post frees the form and shows what went wrong.
 */
export function useSubmit(describe: (e: unknown) => string = messageOf) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(problem: string | null, work: () => Promise<void>, onFail?: () => void) {
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setBusy(false);
      onFail?.();
      setError(describe(err));
    }
  }

  return { busy, setBusy, error, setError, run };
}
