import type { PinModel } from '#domain/pins/models';
import { csrfTokenFromPage } from '../../lib/resource';
import type { Translate } from '../../ui/i18n';
import '../../lib/texts/builder';

/** decision 006 `POST /v3/pins/uploads/` answer. */
export interface UploadResult {
  imageSignature: string;
  width: number;
  height: number;
  dominantColor: string;
  duplicate: PinModel | null;
}

interface Envelope {
  resource_response?: { data: UploadResult | null; error: { message: string } | null };
}

/** What a failure says when the server gave no words of its own: the page's language. */
export interface UploadTexts {
  unreachable: string;
  failed: string;
  tooBig: string;
  unreadablePage: string;
}

function outcome(status: number, body: Envelope | null, texts: UploadTexts): UploadResult {
  const rr = body?.resource_response;
  if (status >= 200 && status < 300 && rr?.data) return rr.data;
  throw new Error(rr?.error?.message ?? (status === 413 ? texts.tooBig : texts.failed));
}

/**
 * One file to the upload call with XMLHttpRequest: unlike fetch, it reports upload progress,
 * which a large photo on a slow line needs.
 */
export function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
  texts: UploadTexts,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v3/pins/uploads/');
    xhr.responseType = 'json';
    xhr.setRequestHeader('x-csrf-token', csrfTokenFromPage());
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(outcome(xhr.status, xhr.response as Envelope | null, texts));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => reject(new Error(texts.unreachable));
    xhr.send(body);
  });
}

/** A picture the server fetches from a web address (behind its SSRF guard). */
export async function uploadFromUrl(url: string, texts: UploadTexts): Promise<UploadResult> {
  let res: Response;
  try {
    res = await fetch('/v3/pins/uploads/', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': csrfTokenFromPage(),
      },
      body: JSON.stringify({ url }),
    });
  } catch {
    throw new Error(texts.unreachable);
  }
  let body: Envelope | null = null;
  try {
    body = (await res.json()) as Envelope;
  } catch {
    // not JSON: a generic message below
  }
  return outcome(res.status, body, texts);
}

/** One picture of a web page, as the server found it (decision 051). */
export interface PagePicture {
  url: string;
  width: number;
  height: number;
  alt: string;
  dataUrl: string;
}

export interface PagePictures {
  url: string;
  title: string;
  pictures: PagePicture[];
}

/** The pictures of a web page, which the server fetches behind its SSRF guard. */
export async function pagePictures(pageUrl: string, texts: UploadTexts): Promise<PagePictures> {
  let res: Response;
  try {
    res = await fetch('/v3/pins/page-pictures/', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': csrfTokenFromPage(),
      },
      body: JSON.stringify({ url: pageUrl }),
    });
  } catch {
    throw new Error(texts.unreachable);
  }
  const body = (await res.json().catch(() => null)) as {
    resource_response?: { data: PagePictures | null; error: { message: string } | null };
  } | null;
  const rr = body?.resource_response;
  if (res.ok && rr?.data) return rr.data;
  throw new Error(rr?.error?.message ?? texts.unreadablePage);
}

/** The upload texts in the page's language. */
export function uploadTexts(t: Translate): UploadTexts {
  return {
    unreachable: t('builder.unreachable'),
    failed: t('builder.uploadFailed'),
    tooBig: t('builder.tooBigShort'),
    unreadablePage: t('builder.unreadablePage'),
  };
}
