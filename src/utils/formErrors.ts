import type { FormInstance } from 'antd';
import { RequestError } from './request';

/**
 * Puts the server's sentences for a form's fields under those fields: a refusal's `data.fields`
 * (server/http/envelope.ts) maps a field to its sentence, already in the reader's language. Call with
 * `formFields` in the request's options so the same sentence is not toasted too. False when the
 * error names none of the fields (the request module has said why).
 */
export function showFieldErrors(form: FormInstance, error: unknown, names: readonly string[]): boolean {
  if (!(error instanceof RequestError)) return false;
  const fields = (error.info?.data as { fields?: Record<string, unknown> } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return false;
  const shown = names
    .filter((name) => typeof fields[name] === 'string')
    .map((name) => ({ name, errors: [fields[name] as string] }));
  form.setFields(shown);
  return shown.length > 0;
}
