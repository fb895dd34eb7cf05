import global from './zh-CN/global';
import menu from './zh-CN/menu';
import request from './zh-CN/request';
import pages from './zh-CN/pages';
import account from './zh-CN/account';
import team from './zh-CN/team';
import admin from './zh-CN/admin';
import home from './zh-CN/home';
import news from './zh-CN/news';
import areas from './zh-CN/areas';
import library from './zh-CN/library';
import trivia from './zh-CN/trivia';

export default {
  ...global,
  ...menu,
  ...request,
  ...pages,
  ...account,
  ...team,
  ...admin,
  ...home,
  ...news,
  ...areas,
  ...library,
  ...trivia,
};
