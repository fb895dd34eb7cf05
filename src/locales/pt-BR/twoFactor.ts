/** Two-factor sign-in: the login page's second step and the security settings' MFA device item. */
export default {
  'twoFactor.login.title': 'Login em duas etapas',
  'twoFactor.login.hint':
    'Digite o código de seis dígitos do seu aplicativo autenticador ou um dos seus códigos de recuperação.',
  'twoFactor.login.placeholder': 'Código de seis dígitos ou de recuperação',
  'twoFactor.login.error':
    'O código está incorreto ou já foi usado. Aguarde o próximo código e tente de novo.',
  'twoFactor.login.back': 'Voltar',
  'twoFactor.rule.code.required': 'Digite o código.',
  'twoFactor.rule.code.pattern':
    'Digite os seis dígitos do aplicativo ou um código de recuperação como ABCDE-12345.',
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
};
