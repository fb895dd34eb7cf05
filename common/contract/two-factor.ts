/** Two-factor sign-in with TOTP (RFC 6238): set up, confirm, turn off. */
import { Type, type Static } from 'typebox';
import { SECOND_FACTOR_PATTERN, TOTP_CODE_PATTERN } from '../limits';
import { closed } from './base';
import { Password } from './users';

/** How authenticator apps list the account: "Issuer (username)"; the server's and the mock's URLs say it. */
export const TOTP_ISSUER = 'IARSTC Portal';

export const TwoFactorSetup = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into an authenticator app by hand' }),
  otpauthUrl: Type.String({ description: 'otpauth://totp/… for a QR code' }),
});

export const TwoFactorEnable = Type.Object(
  {
    password: { ...Password, description: 'The current password: a session alone cannot turn it on' },
    code: Type.String({ pattern: TOTP_CODE_PATTERN, description: 'The six-digit code the app shows now' }),
  },
  closed,
);

export const TwoFactorEnabled = Type.Object({
  recoveryCodes: Type.Array(Type.String(), {
    description: 'Ten single-use codes, shown this once; each signs in once instead of a TOTP code',
  }),
});

export const TwoFactorDisable = Type.Object(
  {
    password: Password,
    code: Type.String({
      pattern: SECOND_FACTOR_PATTERN,
      description: 'A TOTP code or an unused recovery code',
    }),
  },
  closed,
);

export type TwoFactorSetup = Static<typeof TwoFactorSetup>;
export type TwoFactorEnable = Static<typeof TwoFactorEnable>;
export type TwoFactorEnabled = Static<typeof TwoFactorEnabled>;
export type TwoFactorDisable = Static<typeof TwoFactorDisable>;
