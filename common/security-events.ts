/**
 * The security events the audit log records (server/features/accounts/security-events.ts). The admin audit
 * tab labels each in the reader's language (src/locales/<locale>/security.ts).
 */
export const SECURITY_ACTIONS = [
  'security.signIn',
  'security.signInFailed',
  'security.passwordChanged',
  'security.passwordChangeFailed',
  'security.passwordReset',
  'security.accessChanged',
  'security.emailChanged',
  'security.emailChangeFailed',
  'security.emailReverted',
  'security.twoFactorEnabled',
  'security.twoFactorDisabled',
  /** An admin turned someone's two-factor off (phone and recovery codes lost). */
  'security.twoFactorReset',
  'security.recoveryCodeUsed',
] as const;

export type SecurityAction = (typeof SECURITY_ACTIONS)[number];
