export default {
  'pages.backHome': '返回首頁',
  'pages.403.subTitle': '抱歉，您無權存取此頁面。',
  'pages.404.subTitle': '抱歉，您存取的頁面不存在。',
  'pages.500.subTitle': '抱歉，伺服器出錯了。',
  'pages.exception.title': '請求未能完成',
  'pages.exception.code': '錯誤碼',
  'pages.exception.message': '錯誤訊息',
};
