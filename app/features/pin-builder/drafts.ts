import { imageUrl } from '#domain/media/image-size';
import type { PinModel } from '#domain/pins/models';
import type { Translate } from '../../ui/i18n';
import { EMPTY_FIELDS, type PinFieldValues } from './PinFields';
import type { UploadResult } from './upload';
import '../../lib/texts/builder';

/** One picture on its way to becoming a pin: its upload, its fields, its publishing. */
export interface Draft {
  key: string;
  name: string;
  /**
   * object URL of the local file; null for a web address, whose picture shows once the server
   * has fetched and stored it (the page's CSP rightly blocks loading it from the other site)
   */
  preview: string | null;
  upload:
    | { state: 'uploading'; percent: number }
    | { state: 'ready'; result: UploadResult }
    | { state: 'failed'; message: string };
  fields: PinFieldValues;
  boardId: string;
  sectionId: string;
  /** the near-duplicate warning was answered with 'Publish anyway' */
  publishAnyway: boolean;
  publish:
    | { state: 'idle' }
    | { state: 'publishing' }
    | { state: 'published'; pin: PinModel }
    | { state: 'failed'; message: string };
}

let counter = 0;

export function newDraft(name: string, preview: string | null, boardId: string): Draft {
  counter += 1;
  return {
    key: `draft-${counter}`,
    name,
    preview,
    upload: { state: 'uploading', percent: 0 },
    fields: { ...EMPTY_FIELDS },
    boardId,
    sectionId: '',
    publishAnyway: false,
    publish: { state: 'idle' },
  };
}

/** What the draft's picture shows: the local file at once, else the stored upload. */
export function previewSrc(d: Draft): string | null {
  if (d.preview) return d.preview;
  return d.upload.state === 'ready' ? imageUrl(d.upload.result.imageSignature, '474x') : null;
}

/** Ready to publish: uploaded, not yet published, and any duplicate warning answered. */
export function canPublish(d: Draft): boolean {
  if (d.upload.state !== 'ready') return false;
  if (d.publish.state === 'publishing' || d.publish.state === 'published') return false;
  return !d.upload.result.duplicate || d.publishAnyway;
}

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const MAX_UPLOAD_MEGABYTES = 20;
const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;

/** A problem the browser can see before uploading, or null. */
export function fileProblem(file: File, t: Translate): string | null {
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return t('builder.notPicture');
  if (file.size > MAX_UPLOAD_BYTES) return t('builder.tooBig', { mb: MAX_UPLOAD_MEGABYTES });
  return null;
}
