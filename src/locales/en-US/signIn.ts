/**
 * The sign-in page's words, a part of their own (src/locales/load.ts): the sign-in page downloads only
 * these; the account area, whose forms share the field rules and the phone placeholder, these and its own.
 */
export default {
  'account.rule.username.required': 'Please enter your username.',
  'account.rule.password.required': 'Please enter your password.',
  'account.rule.phone.required': 'Please enter a phone number.',
  'account.rule.phone.pattern': 'Enter 6 to 15 digits, optionally starting with +, without spaces.',
  'account.rule.captcha.required': 'Please enter the verification code.',
  'account.rule.captcha.pattern': 'The verification code has six digits.',
  'account.login.title': 'Sign in to the portal',
  'account.login.tab.account': 'Username and password',
  'account.login.tab.mobile': 'Phone number',
  'account.login.type': 'Sign in with',
  'account.login.username.placeholder': 'Username or email',
  'account.login.password.placeholder': 'Password',
  'account.login.mobile.placeholder': 'Phone number, e.g. +8613800000000',
  'account.login.captcha.placeholder': 'Six-digit verification code',
  'account.login.remember': 'Keep me signed in',
  'account.login.forgot': 'Forgot password?',
  'account.login.submit': 'Sign in',
  'account.login.success': 'Signed in. Welcome back!',
  'account.login.error.account': 'Incorrect username or password.',
  'account.login.error.captcha': 'Verification code error.',
  'account.login.error.session': 'You are signed in, but your account could not be loaded. Please try again.',
  'account.login.noAccount': 'No account yet?',
  'account.login.toRegister': 'Register now',
  'account.login.signedIn': 'You are signed in as {name}.',
  'account.captcha.get': 'Get code',
  'account.captcha.countdown': 'Resend in {count} s',
  'account.captcha.sent': 'A verification code has been sent to your phone.',
  'twoFactor.login.title': 'Two-factor sign-in',
  'twoFactor.login.hint':
    'Enter the six-digit code from your authenticator app, or one of your recovery codes.',
  'twoFactor.login.placeholder': 'Six-digit code or recovery code',
  'twoFactor.login.error':
    'The code is not correct, or was used already. Wait for the next code and try again.',
  'twoFactor.login.back': 'Back',
  'twoFactor.rule.code.required': 'Enter the code.',
  'twoFactor.rule.code.pattern':
    'Enter the six digits the app shows, or a recovery code such as ABCDE-12345.',
};
