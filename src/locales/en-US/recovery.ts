/** Account recovery and email verification: forgot/reset password, verify email. */
export default {
  'account.forgot.title': 'Forgot your password?',
  'account.forgot.intro':
    'Enter the email address of your account. We will send you a link to set a new password.',
  'account.forgot.submit': 'Send the link',
  'account.forgot.sent':
    'If an account has this address, a link is on its way to it. It works once, for 30 minutes. Check your spam folder too.',
  'account.forgot.backToLogin': 'Back to sign in',
  'account.reset.title': 'Set a new password',
  'account.reset.intro': 'Choose a new password. Setting it signs you out on every device.',
  'account.reset.submit': 'Set the password',
  'account.reset.done': 'Your password is changed. Sign in with the new one.',
  'account.link.missing':
    'This page needs the link from the mail. Open the link in the mail, or ask for a new one.',
  'account.link.again': 'Ask for a new link',
  'account.verify.title': 'Verify your email',
  'account.verify.working': 'Verifying your email address…',
  'account.verify.done': 'Your email address is verified.',
  'account.verify.toCenter': 'Go to my account',
  'account.revert.title': 'Undo the email change',
  'account.revert.working': 'Putting your email address back…',
  'account.revert.done': 'Your email address is back, and every session of the account has been signed out.',
  'account.revert.next':
    'Whoever changed the address may know your password: choose a new one now. The link comes to this address.',
  'account.revert.reset': 'Choose a new password',
  'account.email.passwordHint':
    'Changing the email needs your current password. A link to undo the change goes to your current address.',
  'account.email.verified': 'Verified',
  'account.email.unverified': 'Not verified',
  'account.email.resend': 'Send the verification link again',
  'account.email.resent': 'A verification link is on its way to {email}.',
  'admin.members.emailVerified': 'Email verified',
};
