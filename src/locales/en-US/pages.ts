export default {
  'pages.backHome': 'Back to home',
  'pages.403.subTitle': 'Sorry, you are not allowed to see this page.',
  'pages.404.subTitle': 'Sorry, the page you visited does not exist.',
  'pages.500.subTitle': 'Sorry, something went wrong on the server.',
  'pages.exception.title': 'The request could not be completed',
  'pages.exception.code': 'Error code',
  'pages.exception.message': 'Error message',
};
