/**
 * The account mails, in the recipient's language: a subject, a plain-text body and the same as
 * simple HTML. `{name}` is the user's nickname, `{previous}`/`{current}` email addresses (all
 * escaped in HTML), `{link}` an absolute link built by the server, `{minutes}`/`{hours}`/`{days}`
 * how long it works.
 */
import type { Locale } from '../../common/locales';
import type { MailMessage } from './mail';

export type MailKind = 'passwordReset' | 'verifyEmail' | 'emailChanged' | 'twoFactorReset';

interface Template {
  subject: string;
  /** Paragraphs before the link. */
  before: string[];
  /** Paragraphs after the link. */
  after: string[];
}

const templates: Record<Locale, Record<MailKind, Template>> = {
  'en-US': {
    passwordReset: {
      subject: 'Reset your password',
      before: [
        'Hello {name},',
        'Someone (we hope you) asked to reset the password of your account on the competition portal. Open this link to choose a new one:',
      ],
      after: [
        'The link works once, for {minutes} minutes. Setting a new password signs you out everywhere.',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    },
    emailChanged: {
      subject: 'Your email address was changed',
      before: [
        'Hello {name},',
        'The email address of your account on the competition portal was changed from {previous} to {current}.',
        'If you made this change, there is nothing to do. If you did not, open this link to put {previous} back and sign out every session of the account:',
      ],
      after: [
        'The link works once, for {days} days. Then choose a new password with “Forgot password” (the mail comes to this address): whoever changed the address may know your password.',
      ],
    },
    verifyEmail: {
      subject: 'Confirm your email address',
      before: [
        'Hello {name},',
        'Please confirm that this address belongs to your account on the competition portal:',
      ],
      after: [
        'The link works once, for {hours} hours.',
        'If you did not create an account or change your email, ignore this message.',
      ],
    },
    twoFactorReset: {
      subject: 'Two-factor sign-in was turned off',
      before: [
        'Hello {name},',
        'An administrator of the competition portal turned off two-factor sign-in for your account, as is done when the phone and the recovery codes are lost. You now sign in with your password only, your old recovery codes no longer work, and you were signed out everywhere. Set it up again here:',
      ],
      after: ['If you did not ask for this, change your password at once and tell the organisers.'],
    },
  },
  'zh-CN': {
    passwordReset: {
      subject: '重置你的密码',
      before: [
        '{name}，你好：',
        '有人（希望是你本人）申请重置你在竞赛门户的账户密码。请打开以下链接设置新密码：',
      ],
      after: [
        '该链接只能使用一次，{minutes} 分钟内有效。设置新密码后，你在所有设备上的登录都会退出。',
        '如果这不是你本人的操作，请忽略本邮件，你的密码不会改变。',
      ],
    },
    emailChanged: {
      subject: '你的邮箱地址已被修改',
      before: [
        '{name}，你好：',
        '你在竞赛门户的账户邮箱已从 {previous} 改为 {current}。',
        '如果是你本人修改的，无需任何操作。如果不是，请打开以下链接，恢复为 {previous} 并退出该账户的所有登录：',
      ],
      after: [
        '该链接只能使用一次，{days} 天内有效。恢复后请通过“忘记密码”设置新密码（邮件会发送到本邮箱）：修改邮箱的人可能知道你的密码。',
      ],
    },
    verifyEmail: {
      subject: '请确认你的邮箱地址',
      before: ['{name}，你好：', '请确认此邮箱地址属于你在竞赛门户的账户：'],
      after: ['该链接只能使用一次，{hours} 小时内有效。', '如果你没有注册账户或修改邮箱，请忽略本邮件。'],
    },
    twoFactorReset: {
      subject: '你的两步验证已被关闭',
      before: [
        '{name}，你好：',
        '竞赛门户的管理员关闭了你账户的两步验证（手机和恢复码都丢失时会这样处理）。现在登录只需密码，原有的恢复码已全部失效，你在所有设备上的登录也已退出。请在这里重新开启：',
      ],
      after: ['如果这不是你本人的请求，请立即修改密码并联系组委会。'],
    },
  },
  'zh-TW': {
    passwordReset: {
      subject: '重設你的密碼',
      before: [
        '{name}，你好：',
        '有人（希望是你本人）申請重設你在競賽入口網站的帳戶密碼。請開啟以下連結設定新密碼：',
      ],
      after: [
        '此連結只能使用一次，{minutes} 分鐘內有效。設定新密碼後，你在所有裝置上的登入都會登出。',
        '如果這不是你本人的操作，請忽略本郵件，你的密碼不會改變。',
      ],
    },
    emailChanged: {
      subject: '你的電子郵件地址已被變更',
      before: [
        '{name}，你好：',
        '你在競賽入口網站的帳戶電子郵件已從 {previous} 變更為 {current}。',
        '如果是你本人變更的，無需任何操作。如果不是，請開啟以下連結，恢復為 {previous} 並登出該帳戶的所有登入：',
      ],
      after: [
        '此連結只能使用一次，{days} 天內有效。恢復後請透過「忘記密碼」設定新密碼（郵件會寄到此信箱）：變更電子郵件的人可能知道你的密碼。',
      ],
    },
    verifyEmail: {
      subject: '請確認你的電子郵件地址',
      before: ['{name}，你好：', '請確認此電子郵件地址屬於你在競賽入口網站的帳戶：'],
      after: ['此連結只能使用一次，{hours} 小時內有效。', '如果你沒有註冊帳戶或修改電子郵件，請忽略本郵件。'],
    },
    twoFactorReset: {
      subject: '你的兩步驟驗證已被關閉',
      before: [
        '{name}，你好：',
        '競賽入口網站的管理員關閉了你帳戶的兩步驟驗證（手機和復原碼都遺失時會這樣處理）。現在登入只需密碼，原有的復原碼已全部失效，你在所有裝置上的登入也已登出。請在這裡重新開啟：',
      ],
      after: ['如果這不是你本人的請求，請立即修改密碼並聯絡主辦單位。'],
    },
  },
  'pt-BR': {
    passwordReset: {
      subject: 'Redefina sua senha',
      before: [
        'Olá, {name},',
        'Alguém (esperamos que você) pediu para redefinir a senha da sua conta no portal da competição. Abra este link para escolher uma nova:',
      ],
      after: [
        'O link funciona uma única vez, por {minutes} minutos. Ao definir uma nova senha, você sai de todas as sessões.',
        'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.',
      ],
    },
    emailChanged: {
      subject: 'Seu endereço de e-mail foi alterado',
      before: [
        'Olá, {name},',
        'O endereço de e-mail da sua conta no portal da competição foi alterado de {previous} para {current}.',
        'Se foi você, não é preciso fazer nada. Se não foi, abra este link para restaurar {previous} e encerrar todas as sessões da conta:',
      ],
      after: [
        'O link funciona uma única vez, por {days} dias. Depois, escolha uma nova senha em “Esqueci minha senha” (o e-mail virá para este endereço): quem alterou o endereço pode conhecer sua senha.',
      ],
    },
    verifyEmail: {
      subject: 'Confirme seu endereço de e-mail',
      before: ['Olá, {name},', 'Confirme que este endereço pertence à sua conta no portal da competição:'],
      after: [
        'O link funciona uma única vez, por {hours} horas.',
        'Se você não criou uma conta nem alterou seu e-mail, ignore esta mensagem.',
      ],
    },
    twoFactorReset: {
      subject: 'O login em duas etapas foi desativado',
      before: [
        'Olá, {name},',
        'Um administrador do portal da competição desativou o login em duas etapas da sua conta, como se faz quando o celular e os códigos de recuperação foram perdidos. Agora você entra apenas com a senha, seus códigos de recuperação antigos não funcionam mais e você saiu de todas as sessões. Configure-o de novo aqui:',
      ],
      after: ['Se você não pediu isso, troque sua senha imediatamente e avise os organizadores.'],
    },
  },
  'id-ID': {
    passwordReset: {
      subject: 'Atur ulang kata sandi Anda',
      before: [
        'Halo {name},',
        'Seseorang (semoga Anda) meminta pengaturan ulang kata sandi akun Anda di portal kompetisi. Buka tautan ini untuk memilih kata sandi baru:',
      ],
      after: [
        'Tautan ini hanya berlaku sekali, selama {minutes} menit. Mengatur kata sandi baru akan mengeluarkan Anda dari semua perangkat.',
        'Jika Anda tidak memintanya, abaikan pesan ini: kata sandi Anda tetap sama.',
      ],
    },
    emailChanged: {
      subject: 'Alamat email Anda telah diubah',
      before: [
        'Halo {name},',
        'Alamat email akun Anda di portal kompetisi telah diubah dari {previous} menjadi {current}.',
        'Jika Anda yang mengubahnya, tidak perlu melakukan apa pun. Jika bukan, buka tautan ini untuk mengembalikan {previous} dan mengakhiri semua sesi akun:',
      ],
      after: [
        'Tautan ini hanya berlaku sekali, selama {days} hari. Setelah itu, pilih kata sandi baru melalui “Lupa kata sandi” (emailnya dikirim ke alamat ini): orang yang mengubah alamat mungkin mengetahui kata sandi Anda.',
      ],
    },
    verifyEmail: {
      subject: 'Konfirmasi alamat email Anda',
      before: ['Halo {name},', 'Konfirmasikan bahwa alamat ini milik akun Anda di portal kompetisi:'],
      after: [
        'Tautan ini hanya berlaku sekali, selama {hours} jam.',
        'Jika Anda tidak membuat akun atau mengubah email, abaikan pesan ini.',
      ],
    },
    twoFactorReset: {
      subject: 'Verifikasi dua langkah telah dinonaktifkan',
      before: [
        'Halo {name},',
        'Administrator portal kompetisi menonaktifkan verifikasi dua langkah akun Anda, seperti yang dilakukan bila ponsel dan kode pemulihan hilang. Sekarang Anda masuk hanya dengan kata sandi, kode pemulihan lama tidak berlaku lagi, dan Anda telah dikeluarkan dari semua perangkat. Siapkan lagi di sini:',
      ],
      after: ['Jika Anda tidak memintanya, segera ganti kata sandi dan beri tahu panitia.'],
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function renderMail(
  kind: MailKind,
  locale: Locale,
  to: string,
  values: {
    name: string;
    link: string;
    minutes?: number;
    hours?: number;
    days?: number;
    previous?: string;
    current?: string;
  },
): MailMessage {
  const template = templates[locale][kind];
  const plain = (lines: string[]) => lines.map((line) => fill(line, values));
  // Every text a user typed is text in the HTML part, never markup.
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  ) as Record<string, string | number>;
  const html = (lines: string[]) => lines.map((line) => `<p>${fill(escapeHtml(line), escaped)}</p>`);
  const link = escapeHtml(values.link);
  return {
    to,
    locale,
    subject: template.subject,
    text: [...plain(template.before), values.link, ...plain(template.after)].join('\n\n') + '\n',
    html: [
      `<!doctype html><html lang="${locale}"><body>`,
      ...html(template.before),
      `<p><a href="${link}">${link}</a></p>`,
      ...html(template.after),
      '</body></html>',
    ].join('\n'),
  };
}
