// Interface strings of the section areas: about, rules, notes and MATE.
export default {
  'about.title': 'Tentang kompetisi',
  'about.subtitle': 'Misi, sejarah, organisasi, tempat, dan mitra',
  'rule.title': 'Aturan kompetisi',
  'rule.subtitle': 'Buku aturan {year} untuk keempat kategori',
  'note.title': 'Catatan peserta',
  'note.subtitle': 'Perjalanan, akomodasi, pengiriman peralatan, dan jadwal di lokasi Final Dunia',
  'mate.title': 'Jalur robotika bawah air (MATE)',
  'mate.background': 'Latar belakang: Kompetisi MATE ROV dan kaitannya dengan jalur ini',
  'area.empty': 'Belum ada yang diterbitkan di sini.',
  'area.failed': 'Halaman ini tidak dapat dimuat. Silakan coba lagi nanti.',
};
