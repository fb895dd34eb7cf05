/** Two-factor sign-in: the security settings' MFA device item (the sign-in page's second step is in ./signIn.ts). */
export default {
  'twoFactor.rule.totp.pattern': 'Masukkan enam digit yang ditampilkan aplikasi.',
  'twoFactor.settings.title': 'Perangkat MFA (verifikasi dua langkah)',
  'twoFactor.settings.on': 'Aktif: saat masuk juga diminta kode dari aplikasi autentikator Anda.',
  'twoFactor.settings.off': 'Nonaktif: saat masuk hanya diminta kata sandi.',
  'twoFactor.settings.setUp': 'Siapkan',
  'twoFactor.settings.turnOff': 'Matikan',
  'twoFactor.setup.title': 'Siapkan verifikasi dua langkah',
  'twoFactor.setup.scan':
    'Pindai kode QR ini dengan aplikasi autentikator (misalnya Google Authenticator, Microsoft Authenticator atau FreeOTP).',
  'twoFactor.setup.manual': 'Tidak bisa memindai? Masukkan kunci ini di aplikasi:',
  'twoFactor.setup.qrLabel': 'Kode QR untuk aplikasi autentikator',
  'twoFactor.setup.code': 'Kode dari aplikasi',
  'twoFactor.setup.password': 'Kata sandi saat ini',
  'twoFactor.setup.passwordHint': 'Mengaktifkannya akan mengakhiri sesi Anda di perangkat lain.',
  'twoFactor.setup.confirm': 'Aktifkan',
  'twoFactor.setup.wrongCode': 'Kode salah. Periksa jam di ponsel Anda dan gunakan kode terbaru.',
  'twoFactor.recovery.title': 'Simpan kode pemulihan Anda',
  'twoFactor.recovery.hint':
    'Setiap kode bisa dipakai masuk sekali jika ponsel Anda hilang. Simpan di tempat aman: kode hanya ditampilkan sekarang.',
  'twoFactor.recovery.copy': 'Salin semua',
  'twoFactor.recovery.done': 'Sudah saya simpan',
  'twoFactor.disable.title': 'Matikan verifikasi dua langkah',
  'twoFactor.disable.password': 'Kata sandi',
  'twoFactor.disable.code': 'Kode dari aplikasi, atau kode pemulihan',
  'twoFactor.disable.confirm': 'Matikan',
  'twoFactor.enabled': 'Verifikasi dua langkah aktif.',
  'twoFactor.disabled': 'Verifikasi dua langkah nonaktif.',
  'twoFactor.required':
    'Administrator harus mengaktifkan verifikasi dua langkah sebelum konsol admin terbuka. Siapkan di bawah ini.',
  'twoFactor.required.signInAgain':
    'Verifikasi dua langkah sudah aktif, tetapi sesi ini dibuka tanpa kode. Keluar lalu masuk lagi dengan kode dari aplikasi untuk membuka konsol admin.',
};
