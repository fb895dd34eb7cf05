/** The error catalogue (index.ts lists it): what the visitor sees of a failed call, applied to one answer. */
import { getIntl, history } from '@umijs/max';
import { notify, toast } from '../feedback';
import { appPath, isAuthPath, loginPath } from '../paths';
import { ErrorShowType, isEnvelope, RequestError, type Envelope } from './envelope';

/** The error redirect target of showType 9 (spec section 2). */
export const errorPagePath = '/exception';

const CURRENT_USER = '/api/user/currentUser';
const HTTP_STATUSES = [200, 201, 202, 204, 400, 401, 403, 404, 405, 406, 410, 422, 500, 502, 503, 504];

export const t = (id: string, values?: Record<string, string | number>) =>
  getIntl().formatMessage({ id }, values);

const isCurrentUser = (url: string) => url.split('?')[0].endsWith(CURRENT_USER);

/** Sends the visitor to login, keeping where they were so login can bring them back. */
export function redirectToLogin() {
  const here = appPath();
  if (isAuthPath(here.split('?')[0])) return;
  history.push(`${loginPath}?${new URLSearchParams({ redirect: here })}`);
}

function showBusinessError(info: Envelope) {
  const text = info.errorMessage || info.message || t('request.error.retry');
  switch (info.showType) {
    case ErrorShowType.SILENT:
      break;
    case ErrorShowType.WARN_MESSAGE:
      toast.warning(text);
      break;
    case ErrorShowType.ERROR_MESSAGE:
      toast.error(text);
      break;
    case ErrorShowType.NOTIFICATION:
      notify.open({ message: String(info.errorCode ?? ''), description: text });
      break;
    case ErrorShowType.REDIRECT:
      history.push(
        `${errorPagePath}?${new URLSearchParams({ errorCode: String(info.errorCode ?? ''), errorMessage: text })}`,
      );
      break;
    default:
      toast.error(text);
  }
}

function showHttpError(response: Response, url: string) {
  const { status } = response;
  notify.error({
    message: t('request.http.title', { status, url: response.url || url }),
    description: HTTP_STATUSES.includes(status) ? t(`request.http.${status}`) : response.statusText,
  });
}

/** Whether a refusal names one of the fields a form shows its sentences under. */
const namesFormField = (body: Envelope, formFields: readonly string[]) => {
  const fields = (body.data as { fields?: unknown } | null | undefined)?.fields;
  return isEnvelope(fields) && formFields.some((name) => name in fields);
};

/** Applies the catalogue to one answer; returns the envelope on success, throws otherwise. */
export function settle<T>(
  url: string,
  response: Response,
  body: unknown,
  quiet: boolean,
  formFields: readonly string[] = [],
): Envelope<T> {
  const fail = (kind: RequestError['kind'], text: string, show?: () => void): never => {
    if (!quiet) show?.();
    throw new RequestError(text, isEnvelope(body) ? body : undefined, response, kind);
  };

  // The browser follows redirects itself unless told not to; with `redirect: 'manual'` a 302 arrives
  // as an opaque redirect (status 0), which is how a page can see it at all.
  const redirected = response.status === 302 || response.type === 'opaqueredirect';
  if (redirected && !isCurrentUser(url)) fail('redirect', 'redirect', redirectToLogin);

  if (isEnvelope(body)) {
    // "Status 302" is the envelope's status as much as the HTTP one (spec section 8).
    if (body.status === 302 && !isCurrentUser(url)) fail('redirect', 'redirect', redirectToLogin);
    if (body.code === 401 || body.status === 401 || response.status === 401) {
      fail('unauthorized', body.message || 'unauthorized', redirectToLogin);
    }
    if (body.code === 4002 || body.status === 4002) fail('silent', '');
    if (body.success === false) {
      fail('business', body.errorMessage || body.message || t('request.error.retry'), () =>
        showBusinessError(body),
      );
    }
    if (body.code !== undefined) {
      if (body.code !== 200) {
        const text = body.message || t('request.error.retry');
        fail('code', text, namesFormField(body, formFields) ? undefined : () => toast.error(text));
      }
      return body as Envelope<T>;
    }
    if (body.status !== undefined && body.status !== 0 && !isCurrentUser(url)) {
      const text = body.msg || t('request.error.default');
      fail('status', text, () => toast.error(text));
    }
  }

  if (response.status === 401) fail('unauthorized', 'unauthorized', redirectToLogin);
  if (!response.ok) fail('http', `HTTP ${response.status}`, () => showHttpError(response, url));
  if (!isEnvelope(body))
    fail('unknown', t('request.error.retry'), () => toast.error(t('request.error.retry')));
  return body as Envelope<T>;
}
