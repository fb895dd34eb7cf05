export default {
  'pages.backHome': '返回首页',
  'pages.403.subTitle': '抱歉，您无权访问此页面。',
  'pages.404.subTitle': '抱歉，您访问的页面不存在。',
  'pages.500.subTitle': '抱歉，服务器出错了。',
  'pages.exception.title': '请求未能完成',
  'pages.exception.code': '错误码',
  'pages.exception.message': '错误信息',
};
