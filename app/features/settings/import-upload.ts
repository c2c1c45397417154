import type { ImportSource } from '#domain/imports/import-item';
import { csrfTokenFromPage } from '../../lib/resource';
import type { Translate } from '../../ui/i18n';
import '../../lib/texts/settings';

/** What the import call answers (issue 35): the preview, and the import's id once started. */
export interface ImportAnswer {
  preview: { boards: number; pins: number; duplicates: number; unreadable: number };
  id: number | null;
}

interface Envelope {
  resource_response?: { data: ImportAnswer | null; error: { message: string } | null };
}

/** A running Pinry instance's address and its person's API token, instead of a file. */
export interface PinryAddress {
  address: string;
  token: string;
}

/**
 * Sends an export file (or a Pinry's address and token) to `POST /v3/imports/`: its preview,
 * or (`start`) the import begun.
 */
export async function sendImportFile(
  source: ImportSource,
  input: File | PinryAddress,
  start: boolean,
  t: Translate,
): Promise<ImportAnswer> {
  const body = new FormData();
  if (input instanceof File) {
    body.set('file', input);
  } else {
    body.set('address', input.address);
    body.set('token', input.token);
  }
  let res: Response;
  try {
    res = await fetch(`/v3/imports/?source=${source}${start ? '&start=1' : ''}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-csrf-token': csrfTokenFromPage() },
      body,
    });
  } catch {
    throw new Error(t('settings.avatar.offline'));
  }
  const json = (await res.json().catch(() => null)) as Envelope | null;
  const rr = json?.resource_response;
  if (res.ok && rr?.data) return rr.data;
  throw new Error(rr?.error?.message ?? t('settings.import.unreadableFile'));
}
