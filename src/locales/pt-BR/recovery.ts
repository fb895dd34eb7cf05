/** Account recovery and email verification: forgot/reset password, verify email. */
export default {
  'account.forgot.title': 'Esqueceu sua senha?',
  'account.forgot.intro': 'Informe o e-mail da sua conta. Enviaremos um link para definir uma nova senha.',
  'account.forgot.submit': 'Enviar o link',
  'account.forgot.sent':
    'Se houver uma conta com este e-mail, um link está a caminho. Ele funciona uma vez, por 30 minutos. Verifique também a pasta de spam.',
  'account.forgot.backToLogin': 'Voltar para o login',
  'account.reset.title': 'Defina uma nova senha',
  'account.reset.intro': 'Escolha uma nova senha. Ao defini-la, você sai de todos os dispositivos.',
  'account.reset.submit': 'Definir a senha',
  'account.reset.done': 'Sua senha foi alterada. Entre com a nova senha.',
  'account.link.missing': 'Esta página precisa do link do e-mail. Abra o link do e-mail ou peça um novo.',
  'account.link.again': 'Pedir um novo link',
  'account.verify.title': 'Verifique seu e-mail',
  'account.verify.working': 'Verificando seu endereço de e-mail…',
  'account.verify.done': 'Seu endereço de e-mail foi verificado.',
  'account.verify.toCenter': 'Ir para minha conta',
  'account.revert.title': 'Desfazer a alteração de e-mail',
  'account.revert.working': 'Restaurando seu endereço de e-mail…',
  'account.revert.done':
    'Seu endereço de e-mail foi restaurado, e todas as sessões da conta foram encerradas.',
  'account.revert.next':
    'Quem alterou o endereço pode conhecer sua senha: escolha uma nova agora. O link chegará a este endereço.',
  'account.revert.reset': 'Escolher uma nova senha',
  'account.email.passwordHint':
    'Para alterar o e-mail, digite sua senha atual. Um link para desfazer a alteração vai para o seu endereço atual.',
  'account.email.verified': 'Verificado',
  'account.email.unverified': 'Não verificado',
  'account.email.resend': 'Reenviar o link de verificação',
  'account.email.resent': 'Um link de verificação está a caminho de {email}.',
  'admin.members.emailVerified': 'E-mail verificado',
};
