import { useIntl } from '@umijs/max';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { PASSWORD_MAX_LENGTH } from '@common/passwordStrength';

/** The server's field rules (server/i18n.ts names them), so the form refuses what the API would. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
/** Digits, optionally after a '+': 6 to 15 of them (E.164 allows at most 15). */
export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;
/** Spec section 5: an email must be shorter than 255 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const NICKNAME_MAX_LENGTH = 64;
export const PLACE_MAX_LENGTH = 64;
export const ADDRESS_MAX_LENGTH = 255;
export const PROFILE_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 128;
export const URL_MAX_LENGTH = 2048;

/** Localised form rules shared by the account pages. */
export function useAccountRules() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const required = (id: string): FormRule => ({ required: true, whitespace: true, message: t(id) });
    const max = (limit: number): FormRule => ({
      max: limit,
      message: t('account.rule.maxLength', { max: limit }),
    });
    const phone = (requiredId?: string): FormRule[] => [
      ...(requiredId ? [required(requiredId)] : []),
      { pattern: PHONE_PATTERN, message: t('account.rule.phone.pattern') },
    ];
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
