/**
 * The sign-in page's words, a part of their own (src/locales/load.ts): the sign-in page downloads only
 * these; the account area, whose forms share the field rules and the phone placeholder, these and its own.
 */
export default {
  'account.rule.username.required': 'Masukkan nama pengguna Anda.',
  'account.rule.password.required': 'Masukkan kata sandi Anda.',
  'account.rule.phone.required': 'Masukkan nomor telepon.',
  'account.rule.phone.pattern': 'Masukkan 6 sampai 15 angka, boleh diawali +, tanpa spasi.',
  'account.rule.captcha.required': 'Masukkan kode verifikasi.',
  'account.rule.captcha.pattern': 'Kode verifikasi terdiri dari enam angka.',
  'account.login.title': 'Masuk ke portal',
  'account.login.tab.account': 'Nama pengguna dan kata sandi',
  'account.login.tab.mobile': 'Nomor telepon',
  'account.login.type': 'Masuk dengan',
  'account.login.username.placeholder': 'Nama pengguna atau surel',
  'account.login.password.placeholder': 'Kata sandi',
  'account.login.mobile.placeholder': 'Nomor telepon, misalnya +6281234567890',
  'account.login.captcha.placeholder': 'Kode verifikasi enam angka',
  'account.login.remember': 'Tetap masuk',
  'account.login.forgot': 'Lupa kata sandi?',
  'account.login.submit': 'Masuk',
  'account.login.success': 'Berhasil masuk. Selamat datang kembali!',
  'account.login.error.account': 'Nama pengguna atau kata sandi salah.',
  'account.login.error.captcha': 'Kode verifikasi salah.',
  'account.login.error.session': 'Anda sudah masuk, tetapi akun Anda tidak dapat dimuat. Silakan coba lagi.',
  'account.login.noAccount': 'Belum punya akun?',
  'account.login.toRegister': 'Daftar sekarang',
  'account.login.signedIn': 'Anda masuk sebagai {name}.',
  'account.captcha.get': 'Minta kode',
  'account.captcha.countdown': 'Kirim ulang dalam {count} dtk',
  'account.captcha.sent': 'Kode verifikasi telah dikirim ke telepon Anda.',
  'twoFactor.login.title': 'Verifikasi dua langkah',
  'twoFactor.login.hint':
    'Masukkan kode enam digit dari aplikasi autentikator Anda, atau salah satu kode pemulihan.',
  'twoFactor.login.placeholder': 'Kode enam digit atau kode pemulihan',
  'twoFactor.login.error': 'Kode salah atau sudah dipakai. Tunggu kode berikutnya lalu coba lagi.',
  'twoFactor.login.back': 'Kembali',
  'twoFactor.rule.code.required': 'Masukkan kode.',
  'twoFactor.rule.code.pattern':
    'Masukkan enam digit dari aplikasi, atau kode pemulihan seperti ABCDE-12345.',
};
