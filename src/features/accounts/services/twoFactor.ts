import * as twoFactorOperations from '@common/contract/operations/two-factor';
import type * as API from '@common/contract';
import { call } from '@/utils/call';
import { type RequestOptions } from '@/utils/request';

/** A new secret for the authenticator app; not active until `enableTwoFactor` confirms it. */
export const setupTwoFactor = () => call(twoFactorOperations.setUpTwoFactor);

/**
 * Turns two-factor sign-in on, with the password and a code; answers the ten recovery codes, which
 * are never shown again.
 */
export const enableTwoFactor = (body: API.TwoFactorEnable, options?: RequestOptions) =>
  call(twoFactorOperations.enableTwoFactor, { body }, { ...options });

export const disableTwoFactor = (body: API.TwoFactorDisable, options?: RequestOptions) =>
  call(twoFactorOperations.disableTwoFactor, { body }, { ...options });
