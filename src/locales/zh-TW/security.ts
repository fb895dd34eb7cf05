/** Security events in the admin audit log (common/security-events.ts). */
export default {
  'admin.audit.action.security.signIn': '登入成功',
  'admin.audit.action.security.signInFailed': '登入失敗',
  'admin.audit.action.security.passwordChanged': '變更密碼',
  'admin.audit.action.security.passwordChangeFailed': '變更密碼時目前密碼錯誤',
  'admin.audit.action.security.passwordReset': '重設密碼',
  'admin.audit.action.security.accessChanged': '權限變更',
  'admin.audit.action.security.emailChanged': '電子郵件已變更',
  'admin.audit.action.security.emailChangeFailed': '電子郵件變更遭拒：密碼錯誤',
  'admin.audit.action.security.emailReverted': '電子郵件變更已撤銷',
  'admin.audit.action.security.twoFactorEnabled': '啟用兩步驟驗證',
  'admin.audit.action.security.twoFactorDisabled': '停用兩步驟驗證',
  'admin.audit.action.security.twoFactorReset': '管理員停用兩步驟驗證',
  'admin.audit.action.security.recoveryCodeUsed': '使用復原碼',
};
