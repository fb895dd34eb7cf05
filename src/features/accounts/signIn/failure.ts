import { RequestError, type Envelope } from '@/utils/request';

export type LoginType = 'account' | 'mobile';

/** Why a login failed, as the login form shows it: a message id, or the server's own sentence. */
export type LoginFailure = { id: string } | { text: string };

const envelopeOf = (value: unknown): Envelope | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Envelope) : undefined;

/**
 * The login call skips the request module's handling, so it sees either the module's RequestError
 * (an envelope with a failing code on HTTP 200) or the transport's ResponseError (a 4xx/5xx answer, or no
 * answer at all). Wrong credentials read as the template messages of spec section 8; anything else
 * (too many attempts, a server fault) keeps the server's sentence, and no answer is a network error.
 */
export function describeLoginFailure(error: unknown, type: LoginType): LoginFailure {
  let status: number | undefined;
  let body: Envelope | undefined;
  if (error instanceof RequestError) {
    body = error.info;
    status = error.info?.code ?? error.response?.status;
  } else if (typeof error === 'object' && error !== null && 'response' in error) {
    const { response, data } = error as { response?: Response; data?: unknown };
    body = envelopeOf(data);
    status = body?.code ?? response?.status;
  }
  if (status === undefined) return { id: 'request.network.description' };
  if (status === 400 || status === 401) {
    return { id: type === 'account' ? 'account.login.error.account' : 'account.login.error.captcha' };
  }
  const text = body?.errorMessage || body?.message;
  return text ? { text } : { id: 'request.error.retry' };
}
