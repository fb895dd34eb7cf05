/** The envelope every API answer comes in, the options of a call and the error a failed call throws. */
import { isResponseError, type HttpOptions } from '../http';

export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

/** The body shape every API answer uses (architecture: the envelope). */
export interface Envelope<T = unknown> {
  code?: number;
  message?: string;
  data?: T;
  status?: number;
  msg?: string;
  success?: boolean;
  errorCode?: string | number;
  errorMessage?: string;
  showType?: ErrorShowType;
}

export interface RequestOptions extends HttpOptions {
  /** Skip the whole catalogue: no toast, no redirect; the error is rethrown untouched. */
  skipErrorHandler?: boolean;
  /**
   * Fields the calling form shows the server's sentences under (`data.fields` of a refusal, see
   * utils/formErrors.ts): a refusal that names one of them is not toasted. Everything else is as usual.
   */
  formFields?: readonly string[];
  /** A GET only: take its answer from the request cache while fresh, and keep a new one there. */
  useCache?: boolean;
  /** How long a kept answer is fresh, in milliseconds (umi-request's default, spec section 9). */
  ttl?: number;
}

/** A failed call. `info` is the answer's envelope when there was one. */
export class RequestError extends Error {
  constructor(
    msg: string,
    readonly info?: Envelope,
    readonly response?: Response,
    readonly kind:
      | 'redirect'
      | 'unauthorized'
      | 'silent'
      | 'business'
      | 'code'
      | 'status'
      | 'http'
      | 'network'
      | 'unknown' = 'unknown',
  ) {
    super(msg);
    this.name = kind === 'business' ? 'BizError' : 'RequestError';
  }
}

/** Whether an answer's body is an envelope at all (an object, not a list). */
export const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Whether a failure means "not signed in" (code, status or HTTP 401), whichever way it was thrown:
 * a RequestError from the catalogue, or the transport's ResponseError when the handler was skipped.
 */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof RequestError) return error.kind === 'unauthorized';
  if (!isResponseError(error)) return false;
  const data = error.data as Envelope | undefined;
  return error.response.status === 401 || data?.code === 401 || data?.status === 401;
}
