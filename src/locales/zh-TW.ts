import global from './zh-TW/global';
import menu from './zh-TW/menu';
import request from './zh-TW/request';
import pages from './zh-TW/pages';
import account from './zh-TW/account';
import team from './zh-TW/team';
import admin from './zh-TW/admin';
import home from './zh-TW/home';
import news from './zh-TW/news';
import areas from './zh-TW/areas';
import library from './zh-TW/library';
import trivia from './zh-TW/trivia';

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
