/** Security events in the admin audit log (common/security-events.ts). */
export default {
  'admin.audit.action.security.signIn': 'Signed in',
  'admin.audit.action.security.signInFailed': 'Failed sign-in',
  'admin.audit.action.security.passwordChanged': 'Password changed',
  'admin.audit.action.security.passwordChangeFailed': 'Wrong current password in a password change',
  'admin.audit.action.security.passwordReset': 'Password reset',
  'admin.audit.action.security.accessChanged': 'Access changed',
  'admin.audit.action.security.emailChanged': 'Email changed',
  'admin.audit.action.security.emailChangeFailed': 'Email change refused: wrong password',
  'admin.audit.action.security.emailReverted': 'Email change undone',
  'admin.audit.action.security.twoFactorEnabled': 'Two-factor sign-in turned on',
  'admin.audit.action.security.twoFactorDisabled': 'Two-factor sign-in turned off',
  'admin.audit.action.security.twoFactorReset': 'Two-factor sign-in turned off by an administrator',
  'admin.audit.action.security.recoveryCodeUsed': 'Recovery code used',
};
