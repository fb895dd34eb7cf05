export default {
  'pages.backHome': 'Voltar ao início',
  'pages.403.subTitle': 'Desculpe, você não tem permissão para ver esta página.',
  'pages.404.subTitle': 'Desculpe, a página que você visitou não existe.',
  'pages.500.subTitle': 'Desculpe, algo deu errado no servidor.',
  'pages.exception.title': 'A requisição não pôde ser concluída',
  'pages.exception.code': 'Código do erro',
  'pages.exception.message': 'Mensagem de erro',
};
