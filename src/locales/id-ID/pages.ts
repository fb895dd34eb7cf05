export default {
  'pages.backHome': 'Kembali ke beranda',
  'pages.403.subTitle': 'Maaf, Anda tidak diizinkan melihat halaman ini.',
  'pages.404.subTitle': 'Maaf, halaman yang Anda kunjungi tidak ada.',
  'pages.500.subTitle': 'Maaf, terjadi kesalahan di server.',
  'pages.exception.title': 'Permintaan tidak dapat diselesaikan',
  'pages.exception.code': 'Kode kesalahan',
  'pages.exception.message': 'Pesan kesalahan',
};
