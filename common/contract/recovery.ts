/** Account recovery and email verification: the links the portal mails, and what they open. */
import { Type, type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../passwordStrength';
import { closed } from './base';
import { Email } from './users';

/** The token of a mailed link: 43 characters of base64url; a little room for what a mail client adds. */
export const LinkToken = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const ForgotPasswordParams = Type.Object({ email: Email }, closed);

export const ResetPasswordParams = Type.Object(
  {
    token: LinkToken,
    password: Type.String({
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'At least "medium" by common/passwordStrength.ts, as at registration',
    }),
  },
  closed,
);

export const VerifyEmailParams = Type.Object({ token: LinkToken }, closed);

/** The undo link mailed to the former address when users change their email. */
export const RevertEmailParams = Type.Object({ token: LinkToken }, closed);

export type ForgotPasswordParams = Static<typeof ForgotPasswordParams>;
export type ResetPasswordParams = Static<typeof ResetPasswordParams>;
export type VerifyEmailParams = Static<typeof VerifyEmailParams>;
export type RevertEmailParams = Static<typeof RevertEmailParams>;
