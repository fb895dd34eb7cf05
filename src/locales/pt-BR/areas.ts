// Interface strings of the section areas: about, rules, notes and MATE.
export default {
  'about.title': 'Sobre a competição',
  'about.subtitle': 'Missão, história, organização, locais e parceiros',
  'rule.title': 'Regulamento da competição',
  'rule.subtitle': 'O regulamento de {year} para as quatro modalidades',
  'note.title': 'Avisos aos participantes',
  'note.subtitle': 'Viagem, hospedagem, envio de equipamentos e programação da Final Mundial',
  'mate.title': 'Trilha de robótica subaquática (MATE)',
  'mate.background': 'Contexto: a Competição MATE ROV e a relação com esta trilha',
  'area.empty': 'Ainda não há nada publicado aqui.',
  'area.failed': 'Não foi possível carregar esta página. Tente novamente mais tarde.',
};
