// Interface strings of a team's own results on its page (/account/Team/basic).
export default {
  'results.team.results': '比赛成绩',
  'results.team.failed': '本队成绩加载失败，请稍后再试。',
  'results.team.empty': '本队所在赛项暂无可公布成绩的阶段。',
  'results.team.hidden.draft': '尚未公布：组委会发布本阶段成绩后，本队成绩将显示在这里。',
  'results.team.hidden.provisional': '本队在本阶段尚无经确认的成绩；裁判长确认后将立即显示在这里。',
  'results.team.hidden.published': '本队不在本阶段的排名中。',
  'results.team.rank': '第 {rank} 名',
  'results.team.total': '总分 {total}',
  'results.team.ranking': '{phase} 完整排名',
};
