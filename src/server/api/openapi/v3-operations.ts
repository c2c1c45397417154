import { z } from 'zod';
import { ATTRIBUTION_SOURCE_PATH } from '#domain/analytics/ad-attribution';
import { EVENTS_PATH, eventBatchSchema } from '#domain/analytics/analytics';
import { attributionSourceQuery } from '../analytics/attribution-source.ts';
import { collageBody, collageParams, listQuery } from '../collages/options.ts';
import { triggerBody, triggerParams } from '../experiences/trigger.ts';
import { importQuery } from '../imports/import-upload.ts';
import { liveStreamQuery } from '../live/live-stream.ts';
import { favoriteParams } from '../pins/favorite.ts';
import { offsiteInput } from '../pins/offsite.ts';
import { pagePicturesBody } from '../pins/page-pictures.ts';
import { uploadUrlBody } from '../pins/upload.ts';

/**
 * Decision 060: one /v3 REST call as the OpenAPI document describes it. `params`, `query` and
 * `body` are the zod schemas the route itself validates with (imported from its file, never
 * copied). A multipart `form` names the parts a route reads as a stream, which no schema can
 * check before the bytes arrive; the route's own limits and readable errors apply to them.
 */
export interface RestOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI's form of the path: `{id}` where Fastify has `:id`. */
  path: string;
  tag: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  form?: z.ZodType;
  /** The success status; 200 unless said. */
  status?: number;
  /** The answer is a `text/event-stream`, not the envelope. */
  stream?: true;
}

const imageForm = z.object({
  file: z.file().describe('One picture: JPEG, PNG, GIF, WebP, HEIC or AVIF, at most 20 MB'),
});

const importForm = z.object({
  file: z.file().optional().describe('The export file, within its source’s limit'),
  address: z.string().optional().describe('Pinry only: the address of a running instance'),
  token: z.string().optional().describe('Pinry only: an API token of that instance'),
});

const SHUFFLES = '/v3/users/me/shuffles/';

export const v3Operations: RestOperation[] = [
  {
    method: 'post',
    path: '/v3/pins/{id}/favorite/',
    tag: 'pins',
    summary: 'Favorite a Pin (spec 01 §7 P-354)',
    params: favoriteParams,
  },
  {
    method: 'delete',
    path: '/v3/pins/{id}/favorite/',
    tag: 'pins',
    summary: 'Stop favoriting a Pin (spec 01 §7 P-355)',
    params: favoriteParams,
  },
  {
    method: 'post',
    path: '/v3/pins/uploads/',
    tag: 'pins',
    summary: 'Upload a picture for a new Pin (multipart file), or fetch it from a URL (JSON)',
    body: uploadUrlBody,
    form: imageForm,
  },
  {
    method: 'post',
    path: '/v3/pins/page-pictures/',
    tag: 'pins',
    summary: 'The pictures of a web page, to save one (decision 051)',
    body: pagePicturesBody,
  },
  {
    method: 'get',
    path: '/v3/offsite/',
    tag: 'pins',
    summary: 'Check an outbound link before following it (spec 01 §7 P-316, P-317)',
    query: offsiteInput,
  },
  {
    method: 'post',
    path: '/v3/offsite/',
    tag: 'pins',
    summary: 'Check an outbound link; a right-click aux_data also logs the click (M-347)',
    body: offsiteInput,
  },
  {
    method: 'post',
    path: '/v3/users/me/avatar/',
    tag: 'users',
    summary: 'Change the profile picture',
    form: imageForm,
  },
  {
    method: 'put',
    path: '/v3/experiences/{key}/trigger/',
    tag: 'experiences',
    summary: 'Mark a placed experience as triggered (spec 02 §7 M-334, M-335)',
    params: triggerParams,
    body: triggerBody,
  },
  {
    method: 'get',
    path: SHUFFLES,
    tag: 'collages',
    summary: 'Your published collages, or drafts with is_draft=true (spec 02 §7 M-339)',
    query: listQuery,
  },
  {
    method: 'post',
    path: SHUFFLES,
    tag: 'collages',
    summary: 'Make a draft collage',
    body: collageBody,
    status: 201,
  },
  {
    method: 'get',
    path: `${SHUFFLES}{id}/`,
    tag: 'collages',
    summary: 'One of your collages with its cut-outs',
    params: collageParams,
  },
  {
    method: 'put',
    path: `${SHUFFLES}{id}/`,
    tag: 'collages',
    summary: 'Replace a collage’s title and cut-outs',
    params: collageParams,
    body: collageBody,
  },
  {
    method: 'delete',
    path: `${SHUFFLES}{id}/`,
    tag: 'collages',
    summary: 'Delete a collage',
    params: collageParams,
  },
  {
    method: 'post',
    path: `${SHUFFLES}{id}/publish/`,
    tag: 'collages',
    summary: 'Publish a draft collage (spec 02 §5 M-302)',
    params: collageParams,
  },
  {
    method: 'post',
    path: '/v3/imports/',
    tag: 'imports',
    summary: 'Preview an import, or with start=1 store and queue it (decisions 053, 054)',
    query: importQuery,
    form: importForm,
  },
  {
    method: 'post',
    path: EVENTS_PATH,
    tag: 'analytics',
    summary: 'Send a batch of at most 50 analytics events (decision 022)',
    body: eventBatchSchema,
  },
  {
    method: 'get',
    path: ATTRIBUTION_SOURCE_PATH,
    tag: 'analytics',
    summary: 'Register an ad attribution source (spec 02 §7 M-367 … M-374)',
    query: attributionSourceQuery,
  },
  {
    method: 'get',
    path: '/v3/live/',
    tag: 'live',
    summary: 'Server-sent events for the signed-in person (decision 017)',
    query: liveStreamQuery,
    stream: true,
  },
];
