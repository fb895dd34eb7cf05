// Interface strings of a team's own results on its page (/account/Team/basic).
export default {
  'results.team.results': 'Resultados',
  'results.team.failed': 'Não foi possível carregar os resultados da sua equipe. Tente novamente mais tarde.',
  'results.team.empty': 'A competição da sua equipe ainda não tem fases com resultados.',
  'results.team.hidden.draft':
    'Ainda não publicado: a pontuação da sua equipe aparecerá aqui quando os organizadores liberarem os resultados desta fase.',
  'results.team.hidden.provisional':
    'Sua equipe ainda não tem pontuação confirmada nesta fase; ela aparecerá aqui assim que o árbitro principal confirmar uma.',
  'results.team.hidden.published': 'Sua equipe não está na classificação desta fase.',
  'results.team.rank': '{rank}º lugar',
  'results.team.total': 'Pontuação total {total}',
  'results.team.ranking': 'Classificação completa de {phase}',
};
