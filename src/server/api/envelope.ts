import type { AppError } from '../errors.ts';

/** docs/architecture.md "The API": every answer is {"resource_response":{"data":…,"error":null|{code,message,http_status}}}. */
export interface Envelope<T> {
  resource_response: {
    data: T | null;
    error: { code: string; message: string; http_status: number } | null;
    bookmark?: string | null;
  };
}

export function ok<T>(data: T, extra: { bookmark?: string | null } = {}): Envelope<T> {
  return { resource_response: { data, error: null, ...extra } };
}

export function fail(code: string, message: string, httpStatus: number): Envelope<never> {
  return { resource_response: { data: null, error: { code, message, http_status: httpStatus } } };
}

export function failFrom(e: AppError): Envelope<never> {
  return fail(e.code, e.message, e.httpStatus);
}
