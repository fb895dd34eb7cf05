// Interface strings of a team's own results on its page (/account/Team/basic).
export default {
  'results.team.results': 'Results',
  'results.team.failed': 'Your team’s results could not be loaded. Please try again later.',
  'results.team.empty': 'Your team’s competition has no phases with results yet.',
  'results.team.hidden.draft':
    'Not published yet: your team’s scores appear here once the organisers release this phase’s results.',
  'results.team.hidden.provisional':
    'Your team has no committed score in this phase yet; it appears here as soon as the head referee commits one.',
  'results.team.hidden.published': 'Your team has no score in this phase’s ranking.',
  'results.team.rank': 'Rank {rank}',
  'results.team.total': 'Total score {total}',
  'results.team.ranking': 'Full ranking of {phase}',
};
