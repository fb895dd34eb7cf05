/** Account recovery and email verification: forgot/reset password, verify email. */
export default {
  'account.forgot.title': 'Lupa kata sandi Anda?',
  'account.forgot.intro':
    'Masukkan alamat email akun Anda. Kami akan mengirim tautan untuk mengatur kata sandi baru.',
  'account.forgot.submit': 'Kirim tautan',
  'account.forgot.sent':
    'Jika ada akun dengan alamat ini, tautan sedang dikirim ke sana. Tautan berlaku sekali, selama 30 menit. Periksa juga folder spam.',
  'account.forgot.backToLogin': 'Kembali ke halaman masuk',
  'account.reset.title': 'Atur kata sandi baru',
  'account.reset.intro': 'Pilih kata sandi baru. Setelah diatur, Anda akan keluar dari semua perangkat.',
  'account.reset.submit': 'Atur kata sandi',
  'account.reset.done': 'Kata sandi Anda telah diubah. Masuk dengan kata sandi baru.',
  'account.link.missing':
    'Halaman ini memerlukan tautan dari email. Buka tautan di email, atau minta tautan baru.',
  'account.link.again': 'Minta tautan baru',
  'account.verify.title': 'Verifikasi email Anda',
  'account.verify.working': 'Memverifikasi alamat email Anda…',
  'account.verify.done': 'Alamat email Anda telah terverifikasi.',
  'account.verify.toCenter': 'Ke akun saya',
  'account.revert.title': 'Batalkan perubahan email',
  'account.revert.working': 'Mengembalikan alamat email Anda…',
  'account.revert.done': 'Alamat email Anda sudah kembali, dan semua sesi akun telah diakhiri.',
  'account.revert.next':
    'Orang yang mengubah alamat mungkin mengetahui kata sandi Anda: pilih kata sandi baru sekarang. Tautannya dikirim ke alamat ini.',
  'account.revert.reset': 'Pilih kata sandi baru',
  'account.email.passwordHint':
    'Mengubah email memerlukan kata sandi Anda saat ini. Tautan untuk membatalkan perubahan dikirim ke alamat Anda saat ini.',
  'account.email.verified': 'Terverifikasi',
  'account.email.unverified': 'Belum diverifikasi',
  'account.email.resend': 'Kirim ulang tautan verifikasi',
  'account.email.resent': 'Tautan verifikasi sedang dikirim ke {email}.',
  'admin.members.emailVerified': 'Email terverifikasi',
};
