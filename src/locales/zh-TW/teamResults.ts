// Interface strings of a team's own results on its page (/account/Team/basic).
export default {
  'results.team.results': '比賽成績',
  'results.team.failed': '本隊成績載入失敗，請稍後再試。',
  'results.team.empty': '本隊所在賽項尚無可公布成績的階段。',
  'results.team.hidden.draft': '尚未公布：組委會發布本階段成績後，本隊成績將顯示在這裡。',
  'results.team.hidden.provisional': '本隊在本階段尚無經確認的成績；裁判長確認後將立即顯示在這裡。',
  'results.team.hidden.published': '本隊不在本階段的排名中。',
  'results.team.rank': '第 {rank} 名',
  'results.team.total': '總分 {total}',
  'results.team.ranking': '{phase} 完整排名',
};
