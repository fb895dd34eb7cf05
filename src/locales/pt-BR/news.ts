// Interface strings of the news list and articles.
export default {
  'news.title': 'Notícias e comunicados',
  'news.subtitle':
    'Inscrições, regras, locais, formação e resultados da competição, dos mais recentes aos mais antigos.',
  'news.filter.label': 'Filtrar notícias por categoria',
  'news.filter.all': 'Todas as notícias',
  'news.category.registration': 'Inscrições',
  'news.category.rules': 'Regras',
  'news.category.venue': 'Local',
  'news.category.training': 'Formação',
  'news.category.platform': 'Plataforma de simulação',
  'news.category.travel': 'Viagem e vistos',
  'news.category.results': 'Resultados',
  'news.category.partner': 'Parceiros',
  'news.readMore': 'Ler mais',
  'news.empty': 'Ainda não há notícias nesta categoria.',
  'news.detail.back': 'Voltar para todas as notícias',
  'news.detail.nav': 'Mais notícias',
  'news.detail.prev': 'Artigo anterior',
  'news.detail.next': 'Próximo artigo',
  'news.detail.notFound.title': 'Artigo não encontrado',
  'news.detail.notFound.subtitle': 'Este artigo não existe ou foi removido.',
};
