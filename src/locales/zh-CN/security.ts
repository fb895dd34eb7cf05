/** Security events in the admin audit log (common/security-events.ts). */
export default {
  'admin.audit.action.security.signIn': '登录成功',
  'admin.audit.action.security.signInFailed': '登录失败',
  'admin.audit.action.security.passwordChanged': '修改密码',
  'admin.audit.action.security.passwordChangeFailed': '修改密码时当前密码错误',
  'admin.audit.action.security.passwordReset': '重置密码',
  'admin.audit.action.security.accessChanged': '权限变更',
  'admin.audit.action.security.emailChanged': '邮箱已修改',
  'admin.audit.action.security.emailChangeFailed': '邮箱修改被拒绝：密码错误',
  'admin.audit.action.security.emailReverted': '邮箱修改已撤销',
  'admin.audit.action.security.twoFactorEnabled': '开启两步验证',
  'admin.audit.action.security.twoFactorDisabled': '关闭两步验证',
  'admin.audit.action.security.twoFactorReset': '管理员关闭两步验证',
  'admin.audit.action.security.recoveryCodeUsed': '使用恢复码',
};
