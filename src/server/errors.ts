import type { Said } from '#domain/i18n/said';
/**
 * Errors a service may throw on purpose. The API turns them into the resource envelope with
 * their status; pages turn them into a readable page with the same status.
 */
export type ErrorCode =
  | 'bad_request'
  | 'not_found'
  | 'forbidden'
  | 'unauthorized'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'method_not_allowed'
  /** decision 005: a state-changing request from another origin, or without its CSRF token */
  | 'csrf'
  /** decision 047: a store the request needs (the image store) is not answering; try again */
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  csrf: 403,
  unavailable: 503,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  /** extra facts a page may show, e.g. a deleted pin's reason */
  readonly details: Record<string, unknown> | undefined;
  /**
   * Decision 064: the text's id when the error is made where no request is known (a blob store's
   * outage); the answer says it in the request's language, `message` keeps the English.
   */
  said: Said | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = STATUS[code];
    this.details = details;
  }
}

export function notFound(message: string, details?: Record<string, unknown>): AppError {
  return new AppError('not_found', message, details);
}

export function badRequest(message: string): AppError {
  return new AppError('bad_request', message);
}

export function forbidden(message: string): AppError {
  return new AppError('forbidden', message);
}

/** 429 with the seconds to wait, which the API sends as Retry-After. */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError('too_many_requests', message, {
    retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

/** The Retry-After seconds of a 429 or a 503, if it is one. */
export function retryAfterOf(e: AppError): number | null {
  const v = e.details?.retryAfter;
  return (e.code === 'too_many_requests' || e.code === 'unavailable') && typeof v === 'number'
    ? v
    : null;
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
