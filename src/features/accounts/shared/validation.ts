import { useIntl } from '@umijs/max';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
// Named imports only: with `import * as limits` next to the re-export below, the production bundle
// (webpack's module concatenation) turned `limits.EMAIL_MAX_LENGTH` into an undefined bare
// `EMAIL_MAX_LENGTH`, and every page using these rules crashed.
import {
  EMAIL_MAX_LENGTH,
  PHONE_PATTERN as PHONE_SOURCE,
  URL_MAX_LENGTH,
  USERNAME_PATTERN as USERNAME_SOURCE,
} from '@common/limits';
import { PASSWORD_MAX_LENGTH } from '@common/passwordStrength';

// The server's field rules (common/limits), so the form refuses what the API would.
export {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  PROFILE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@common/limits';
export const USERNAME_PATTERN = new RegExp(USERNAME_SOURCE);
/** Digits, optionally after a '+': 6 to 15 of them (E.164 allows at most 15). */
export const PHONE_PATTERN = new RegExp(PHONE_SOURCE);

type Translate = (id: string) => string;

/**
 * A field that must hold more than spaces. Plain rules, not a hook, for the sign-in page too, which
 * checks them itself (src/features/accounts/signIn/fields.ts) and loads only its own words.
 */
export const requiredRule = (t: Translate, id: string) => ({
  required: true,
  whitespace: true,
  message: t(id),
});

/** A phone number as the server takes it; required when `requiredId` names the message. */
export const phoneRules = (t: Translate, requiredId?: string) => [
  ...(requiredId ? [requiredRule(t, requiredId)] : []),
  { pattern: PHONE_PATTERN, message: t('account.rule.phone.pattern') },
];

/** Localised form rules shared by the account pages. */
export function useAccountRules() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const required = (id: string): FormRule => requiredRule(t, id);
    const max = (limit: number): FormRule => ({
      max: limit,
      message: t('account.rule.maxLength', { max: limit }),
    });
    const phone = (requiredId?: string): FormRule[] => phoneRules(t, requiredId);
    return {
      required,
      max,
      phone,
      username: [
        required('account.rule.username.required'),
        { pattern: USERNAME_PATTERN, message: t('account.rule.username.pattern') },
      ] as FormRule[],
      email: [
        required('account.rule.email.required'),
        { type: 'email', message: t('account.rule.email.invalid') },
        max(EMAIL_MAX_LENGTH),
      ] as FormRule[],
      optionalEmail: [
        { type: 'email', message: t('account.rule.email.invalid') },
        max(EMAIL_MAX_LENGTH),
      ] as FormRule[],
      url: [{ type: 'url', message: t('account.rule.url.invalid') }, max(URL_MAX_LENGTH)] as FormRule[],
      passwordMax: max(PASSWORD_MAX_LENGTH),
    };
  }, [intl]);
}
