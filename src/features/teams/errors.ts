import type * as API from '@common/contract';
import { isResponseError } from '@/utils/http';
import { RequestError } from '@/utils/request';

/**
 * True when the server answered 404: the page shows its not-found result instead of content. A quiet
 * call (`skipErrorHandler`) rejects with the HTTP error itself.
 */
export const isNotFound = (error: unknown) =>
  (error instanceof RequestError && (error.info?.code === 404 || error.response?.status === 404)) ||
  (isResponseError(error) && error.response.status === 404);

/** The business rules a refused request broke, as the server listed them (`API.RuleFailure`). */
export function violationsOf(error: unknown): API.RuleViolation[] {
  if (!(error instanceof RequestError)) return [];
  const data = error.info?.data as Partial<API.RuleFailure> | null | undefined;
  return Array.isArray(data?.violations) ? data.violations : [];
}

/** A route or query id: a positive integer, or undefined for anything else (which then reads as 404). */
export const parseId = (value: string | null | undefined) => {
  const id = Number(value);
  return value && /^\d+$/.test(value) && id > 0 ? id : undefined;
};
