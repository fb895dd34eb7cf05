/** Security events in the admin audit log (common/security-events.ts). */
export default {
  'admin.audit.action.security.signIn': 'Login realizado',
  'admin.audit.action.security.signInFailed': 'Falha de login',
  'admin.audit.action.security.passwordChanged': 'Senha alterada',
  'admin.audit.action.security.passwordChangeFailed': 'Senha atual errada ao alterar a senha',
  'admin.audit.action.security.passwordReset': 'Senha redefinida',
  'admin.audit.action.security.accessChanged': 'Acesso alterado',
  'admin.audit.action.security.emailChanged': 'E-mail alterado',
  'admin.audit.action.security.emailChangeFailed': 'Alteração de e-mail recusada: senha incorreta',
  'admin.audit.action.security.emailReverted': 'Alteração de e-mail desfeita',
  'admin.audit.action.security.twoFactorEnabled': 'Verificação em duas etapas ativada',
  'admin.audit.action.security.twoFactorDisabled': 'Verificação em duas etapas desativada',
  'admin.audit.action.security.twoFactorReset': 'Verificação em duas etapas desativada por um administrador',
  'admin.audit.action.security.recoveryCodeUsed': 'Código de recuperação usado',
};
