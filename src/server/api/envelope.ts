import { z } from 'zod';
import type { AppError } from '../errors.ts';
import { type Reader, trSaid } from '../services/platform/i18n.ts';

/**
 * docs/architecture.md "The API": every answer is {"resource_response":{"data":…,"error":null|{code,message,http_status}}}.
 * The zod shapes below are what the OpenAPI document says of every /resource and /v3 answer
 * (decision 060); the types are inferred from them, so the two cannot part.
 */
const resourceError = z
  .object({
    code: z.string().describe('A stable machine-readable code, e.g. bad_request, not_found, csrf'),
    message: z.string().describe('A sentence to show the person'),
    http_status: z.number().int(),
  })
  .meta({ id: 'ResourceError' });

/** A successful answer: `data` is the call's result, `bookmark` the next page of a feed. */
export const okEnvelope = z
  .object({
    resource_response: z.object({
      data: z.unknown(),
      error: z.null(),
      bookmark: z.string().nullable().optional().describe('Pass back to get the next page'),
    }),
  })
  .meta({ id: 'ResourceResponse' });

/** A refused or failed call: `data` is null and `error` says why. */
export const errorEnvelope = z
  .object({
    resource_response: z.object({
      data: z.null(),
      error: resourceError,
      bookmark: z.string().nullable().optional(),
    }),
  })
  .meta({ id: 'ResourceErrorResponse' });

export interface Envelope<T> {
  resource_response: {
    data: T | null;
    error: z.infer<typeof resourceError> | null;
    bookmark?: string | null;
  };
}

export function ok<T>(data: T, extra: { bookmark?: string | null } = {}): Envelope<T> {
  return { resource_response: { data, error: null, ...extra } };
}

export function fail(code: string, message: string, httpStatus: number): Envelope<never> {
  return { resource_response: { data: null, error: { code, message, http_status: httpStatus } } };
}

export function failFrom(e: AppError, reader: Reader): Envelope<never> {
  return fail(e.code, e.said ? trSaid(reader, e.said) : e.message, e.httpStatus);
}
