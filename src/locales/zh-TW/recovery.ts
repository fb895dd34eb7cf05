/** Account recovery and email verification: forgot/reset password, verify email. */
export default {
  'account.forgot.title': '忘記密碼？',
  'account.forgot.intro': '請輸入你帳戶的電子郵件地址，我們會寄送一個設定新密碼的連結。',
  'account.forgot.submit': '寄送連結',
  'account.forgot.sent':
    '如果有帳戶使用此電子郵件，連結已寄往該信箱。連結只能使用一次，30 分鐘內有效。也請查看垃圾郵件資料夾。',
  'account.forgot.backToLogin': '返回登入',
  'account.reset.title': '設定新密碼',
  'account.reset.intro': '請設定新密碼。設定後，你在所有裝置上的登入都會登出。',
  'account.reset.submit': '設定密碼',
  'account.reset.done': '密碼已變更，請使用新密碼登入。',
  'account.link.missing': '此頁面需要郵件中的連結。請開啟郵件中的連結，或重新取得連結。',
  'account.link.again': '重新取得連結',
  'account.verify.title': '驗證電子郵件',
  'account.verify.working': '正在驗證你的電子郵件地址…',
  'account.verify.done': '你的電子郵件地址已驗證。',
  'account.verify.toCenter': '前往個人中心',
  'account.email.verified': '已驗證',
  'account.email.unverified': '未驗證',
  'account.email.resend': '重新寄送驗證連結',
  'account.email.resent': '驗證連結已寄往 {email}。',
  'admin.members.emailVerified': '電子郵件已驗證',
};
