/** Two-factor sign-in: the security settings' MFA device item (the sign-in page's second step is in ./signIn.ts). */
export default {
  'twoFactor.rule.totp.pattern': 'Enter the six digits the app shows.',
  'twoFactor.settings.title': 'MFA device (two-factor sign-in)',
  'twoFactor.settings.on': 'On: signing in also asks for a code from your authenticator app.',
  'twoFactor.settings.off': 'Off: signing in asks for your password only.',
  'twoFactor.settings.setUp': 'Set up',
  'twoFactor.settings.turnOff': 'Turn off',
  'twoFactor.setup.title': 'Set up two-factor sign-in',
  'twoFactor.setup.scan':
    'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or FreeOTP).',
  'twoFactor.setup.manual': 'Cannot scan? Enter this key in the app instead:',
  'twoFactor.setup.qrLabel': 'QR code for the authenticator app',
  'twoFactor.setup.code': 'Code from the app',
  'twoFactor.setup.password': 'Current password',
  'twoFactor.setup.passwordHint': 'Turning it on ends your sessions on other devices.',
  'twoFactor.setup.confirm': 'Turn on',
  'twoFactor.setup.wrongCode':
    'The code is not correct. Check the time on your phone and try the newest code.',
  'twoFactor.recovery.title': 'Save your recovery codes',
  'twoFactor.recovery.hint':
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  'twoFactor.recovery.copy': 'Copy all',
  'twoFactor.recovery.done': 'I have saved them',
  'twoFactor.disable.title': 'Turn off two-factor sign-in',
  'twoFactor.disable.password': 'Password',
  'twoFactor.disable.code': 'Code from the app, or a recovery code',
  'twoFactor.disable.confirm': 'Turn off',
  'twoFactor.enabled': 'Two-factor sign-in is on.',
  'twoFactor.disabled': 'Two-factor sign-in is off.',
  'twoFactor.required':
    'Administrators must turn on two-factor sign-in before the admin console opens. Set it up below.',
  'twoFactor.required.signInAgain':
    'Two-factor sign-in is on, but this session was opened without a code. Sign out and sign in again with a code from your app to open the admin console.',
};
