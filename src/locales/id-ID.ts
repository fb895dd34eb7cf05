import global from './id-ID/global';
import menu from './id-ID/menu';
import request from './id-ID/request';
import pages from './id-ID/pages';
import account from './id-ID/account';
import team from './id-ID/team';
import admin from './id-ID/admin';
import home from './id-ID/home';
import news from './id-ID/news';
import areas from './id-ID/areas';
import library from './id-ID/library';
import trivia from './id-ID/trivia';

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
