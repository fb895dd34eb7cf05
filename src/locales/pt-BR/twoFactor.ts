/** Two-factor sign-in: the security settings' MFA device item (the sign-in page's second step is in ./signIn.ts). */
export default {
  'twoFactor.rule.totp.pattern': 'Digite os seis dígitos que o aplicativo mostra.',
  'twoFactor.settings.title': 'Dispositivo MFA (login em duas etapas)',
  'twoFactor.settings.on': 'Ativado: o login também pede um código do seu aplicativo autenticador.',
  'twoFactor.settings.off': 'Desativado: o login pede apenas a senha.',
  'twoFactor.settings.setUp': 'Configurar',
  'twoFactor.settings.turnOff': 'Desativar',
  'twoFactor.setup.title': 'Configurar o login em duas etapas',
  'twoFactor.setup.scan':
    'Leia este QR code com um aplicativo autenticador (como Google Authenticator, Microsoft Authenticator ou FreeOTP).',
  'twoFactor.setup.manual': 'Não consegue ler? Digite esta chave no aplicativo:',
  'twoFactor.setup.qrLabel': 'QR code para o aplicativo autenticador',
  'twoFactor.setup.code': 'Código do aplicativo',
  'twoFactor.setup.password': 'Senha atual',
  'twoFactor.setup.passwordHint': 'Ao ativar, suas sessões em outros dispositivos são encerradas.',
  'twoFactor.setup.confirm': 'Ativar',
  'twoFactor.setup.wrongCode':
    'O código está incorreto. Confira a hora do celular e use o código mais recente.',
  'twoFactor.recovery.title': 'Guarde seus códigos de recuperação',
  'twoFactor.recovery.hint':
    'Cada código permite entrar uma vez se você perder o celular. Guarde-os em lugar seguro: eles aparecem só agora.',
  'twoFactor.recovery.copy': 'Copiar todos',
  'twoFactor.recovery.done': 'Já guardei',
  'twoFactor.disable.title': 'Desativar o login em duas etapas',
  'twoFactor.disable.password': 'Senha',
  'twoFactor.disable.code': 'Código do aplicativo ou de recuperação',
  'twoFactor.disable.confirm': 'Desativar',
  'twoFactor.enabled': 'O login em duas etapas está ativado.',
  'twoFactor.disabled': 'O login em duas etapas está desativado.',
  'twoFactor.required':
    'Administradores precisam ativar o login em duas etapas antes de abrir o painel de administração. Configure abaixo.',
  'twoFactor.required.signInAgain':
    'O login em duas etapas está ativo, mas esta sessão foi aberta sem código. Saia e entre de novo com um código do aplicativo para abrir o painel de administração.',
};
