import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import {
  isSharedBuilderPath,
  KEPT_SHARES_MAX,
  type UploadedShare,
} from '#domain/pwa/offline-shares';
import { SHARE_FIELDS, SHARE_TARGET_PATH, SHARED_PICTURES_MAX } from '#domain/pwa/share-target';

// Issue 38: a share made while the phone is offline is kept here, in IndexedDB, until it can be
// uploaded; then what the server answered (the builder's address with the stored pictures) is
// kept until the person opens it.

/** A share as the share sheet sent it: its text fields and its files. */
interface KeptShare {
  id: string;
  at: number;
  fields: Record<string, string>;
  files: File[];
}

interface SharesDb extends DBSchema {
  kept: { key: string; value: KeptShare };
  uploaded: { key: string; value: UploadedShare };
}

let opened: Promise<IDBPDatabase<SharesDb>> | null = null;

function db(): Promise<IDBPDatabase<SharesDb>> {
  opened ??= openDB<SharesDb>('tessera-shares', 1, {
    upgrade(d) {
      d.createObjectStore('kept', { keyPath: 'id' });
      d.createObjectStore('uploaded', { keyPath: 'id' });
    },
  });
  return opened;
}

export type KeepResult = 'kept' | 'full' | 'too_many' | 'no_room';

/** Keeps a share the network could not take; what it says of the share is checked first. */
export async function keepShare(form: FormData): Promise<{ result: KeepResult; pictures: number }> {
  const files = form.getAll(SHARE_FIELDS.files).filter((f): f is File => f instanceof File);
  if (files.length > SHARED_PICTURES_MAX) return { result: 'too_many', pictures: files.length };
  const fields: Record<string, string> = {};
  for (const name of [SHARE_FIELDS.title, SHARE_FIELDS.text, SHARE_FIELDS.url]) {
    const value = form.get(name);
    if (typeof value === 'string' && value) fields[name] = value.slice(0, 4096);
  }
  try {
    const tx = (await db()).transaction('kept', 'readwrite');
    if ((await tx.store.count()) >= KEPT_SHARES_MAX) {
      await tx.done;
      return { result: 'full', pictures: files.length };
    }
    await tx.store.put({ id: crypto.randomUUID(), at: Date.now(), fields, files });
    await tx.done;
    return { result: 'kept', pictures: files.length };
  } catch {
    // the device's storage is full, or IndexedDB is not there (a private window)
    return { result: 'no_room', pictures: files.length };
  }
}

/**
 * One kept share sent as the share sheet would, asking for the answer as JSON; a refusal is told
 * in the server's words (the request's language), else `refused`.
 */
async function uploadOne(share: KeptShare, refused: string): Promise<UploadedShare | 'later'> {
  const body = new FormData();
  for (const [name, value] of Object.entries(share.fields)) body.append(name, value);
  for (const file of share.files) body.append(SHARE_FIELDS.files, file, file.name);
  let res: Response;
  try {
    res = await fetch(SHARE_TARGET_PATH, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    return 'later';
  }
  // too many shares from here for now, or the server is not well: another time
  if (res.status === 429 || res.status >= 500) return 'later';
  const answer = (await res.json().catch(() => null)) as {
    resource_response?: {
      data?: { builder_path?: unknown; pictures?: unknown } | null;
      error?: { message?: unknown } | null;
    };
  } | null;
  const data = answer?.resource_response?.data;
  if (res.ok && typeof data?.builder_path === 'string' && isSharedBuilderPath(data.builder_path)) {
    const pictures = typeof data.pictures === 'number' ? data.pictures : share.files.length;
    return { id: share.id, builderPath: data.builder_path, pictures };
  }
  const message = answer?.resource_response?.error?.message;
  return {
    id: share.id,
    builderPath: null,
    pictures: share.files.length,
    problem: typeof message === 'string' ? message.slice(0, 300) : refused,
  };
}

interface SendResult {
  /** uploaded and not opened yet */
  uploaded: UploadedShare[];
  /** uploaded by this run */
  fresh: UploadedShare[];
  /** still kept: the network or the server could not take them now */
  left: number;
}

let running: Promise<SendResult> | null = null;

/**
 * Uploads every kept share, oldest first, one at a time, and answers with the uploaded ones not
 * opened yet (`fresh`: those this run uploaded). Calls while one runs share it, so a share is
 * never sent twice at once; a share leaves `kept` in the same transaction that records its
 * answer. Should the worker stop between the server's answer and that transaction, the share is
 * sent again: the server stores a picture once per content (decision 006), so the builder's
 * address, and what the person is shown, comes out the same.
 */
export function sendKeptShares(refused: string): Promise<SendResult> {
  running ??= (async () => {
    const d = await db();
    const fresh: UploadedShare[] = [];
    const kept = (await d.getAll('kept')).sort((a, b) => a.at - b.at);
    for (const share of kept) {
      const done = await uploadOne(share, refused);
      if (done === 'later') break;
      const tx = d.transaction(['kept', 'uploaded'], 'readwrite');
      await Promise.all([
        tx.objectStore('kept').delete(share.id),
        tx.objectStore('uploaded').put(done),
        tx.done,
      ]);
      fresh.push(done);
    }
    return { uploaded: await d.getAll('uploaded'), fresh, left: kept.length - fresh.length };
  })().finally(() => {
    running = null;
  });
  return running;
}

/** The person opened an uploaded share (or was told of its problem): it is done. */
export async function forgetShare(id: string): Promise<void> {
  await (await db()).delete('uploaded', id);
}
