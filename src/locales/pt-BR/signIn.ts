/**
 * The sign-in page's words, a part of their own (src/locales/load.ts): the sign-in page downloads only
 * these; the account area, whose forms share the field rules and the phone placeholder, these and its own.
 */
export default {
  'account.rule.username.required': 'Informe seu nome de usuário.',
  'account.rule.password.required': 'Informe sua senha.',
  'account.rule.phone.required': 'Informe um número de telefone.',
  'account.rule.phone.pattern': 'Digite de 6 a 15 dígitos, podendo começar com +, sem espaços.',
  'account.rule.captcha.required': 'Informe o código de verificação.',
  'account.rule.captcha.pattern': 'O código de verificação tem seis dígitos.',
  'account.login.title': 'Entrar no portal',
  'account.login.tab.account': 'Usuário e senha',
  'account.login.tab.mobile': 'Número de telefone',
  'account.login.type': 'Entrar com',
  'account.login.username.placeholder': 'Nome de usuário ou e-mail',
  'account.login.password.placeholder': 'Senha',
  'account.login.mobile.placeholder': 'Telefone, por exemplo +5511912345678',
  'account.login.captcha.placeholder': 'Código de verificação de seis dígitos',
  'account.login.remember': 'Manter conectado',
  'account.login.forgot': 'Esqueceu a senha?',
  'account.login.submit': 'Entrar',
  'account.login.success': 'Você entrou. Bem-vindo de volta!',
  'account.login.error.account': 'Nome de usuário ou senha incorretos.',
  'account.login.error.captcha': 'Código de verificação incorreto.',
  'account.login.error.session': 'Você entrou, mas não foi possível carregar sua conta. Tente novamente.',
  'account.login.noAccount': 'Ainda não tem conta?',
  'account.login.toRegister': 'Cadastre-se',
  'account.login.signedIn': 'Você entrou como {name}.',
  'account.captcha.get': 'Obter código',
  'account.captcha.countdown': 'Reenviar em {count} s',
  'account.captcha.sent': 'Um código de verificação foi enviado ao seu telefone.',
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
};
