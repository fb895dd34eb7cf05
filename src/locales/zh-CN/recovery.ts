/** Account recovery and email verification: forgot/reset password, verify email. */
export default {
  'account.forgot.title': '忘记密码？',
  'account.forgot.intro': '请输入你账户的邮箱地址，我们会发送一个设置新密码的链接。',
  'account.forgot.submit': '发送链接',
  'account.forgot.sent':
    '如果有账户使用此邮箱，链接已发往该邮箱。链接只能使用一次，30 分钟内有效。也请查看垃圾邮件文件夹。',
  'account.forgot.backToLogin': '返回登录',
  'account.reset.title': '设置新密码',
  'account.reset.intro': '请设置新密码。设置后，你在所有设备上的登录都会退出。',
  'account.reset.submit': '设置密码',
  'account.reset.done': '密码已修改，请使用新密码登录。',
  'account.link.missing': '此页面需要邮件中的链接。请打开邮件中的链接，或重新获取链接。',
  'account.link.again': '重新获取链接',
  'account.verify.title': '验证邮箱',
  'account.verify.working': '正在验证你的邮箱地址…',
  'account.verify.done': '你的邮箱地址已验证。',
  'account.verify.toCenter': '前往个人中心',
  'account.email.verified': '已验证',
  'account.email.unverified': '未验证',
  'account.email.resend': '重新发送验证链接',
  'account.email.resent': '验证链接已发往 {email}。',
  'admin.members.emailVerified': '邮箱已验证',
};
