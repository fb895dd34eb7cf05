// Interface strings of a team's own results on its page (/account/Team/basic).
export default {
  'results.team.results': 'Hasil',
  'results.team.failed': 'Hasil tim Anda tidak dapat dimuat. Silakan coba lagi nanti.',
  'results.team.empty': 'Kompetisi tim Anda belum memiliki babak dengan hasil.',
  'results.team.hidden.draft':
    'Belum diterbitkan: skor tim Anda akan muncul di sini setelah panitia merilis hasil babak ini.',
  'results.team.hidden.provisional':
    'Tim Anda belum memiliki skor yang dikonfirmasi di babak ini; skor akan muncul di sini segera setelah kepala wasit mengonfirmasinya.',
  'results.team.hidden.published': 'Tim Anda tidak ada dalam peringkat babak ini.',
  'results.team.rank': 'Peringkat {rank}',
  'results.team.total': 'Nilai total {total}',
  'results.team.ranking': 'Peringkat lengkap {phase}',
};
