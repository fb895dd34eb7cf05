/** Security events in the admin audit log (common/security-events.ts). */
export default {
  'admin.audit.action.security.signIn': 'Berhasil masuk',
  'admin.audit.action.security.signInFailed': 'Gagal masuk',
  'admin.audit.action.security.passwordChanged': 'Kata sandi diubah',
  'admin.audit.action.security.passwordChangeFailed': 'Kata sandi saat ini salah saat mengubah kata sandi',
  'admin.audit.action.security.passwordReset': 'Kata sandi diatur ulang',
  'admin.audit.action.security.accessChanged': 'Akses diubah',
  'admin.audit.action.security.emailChanged': 'Email diubah',
  'admin.audit.action.security.emailChangeFailed': 'Perubahan email ditolak: kata sandi salah',
  'admin.audit.action.security.emailReverted': 'Perubahan email dibatalkan',
  'admin.audit.action.security.twoFactorEnabled': 'Verifikasi dua langkah diaktifkan',
  'admin.audit.action.security.twoFactorDisabled': 'Verifikasi dua langkah dinonaktifkan',
  'admin.audit.action.security.twoFactorReset': 'Verifikasi dua langkah dinonaktifkan oleh administrator',
  'admin.audit.action.security.recoveryCodeUsed': 'Kode pemulihan digunakan',
};
